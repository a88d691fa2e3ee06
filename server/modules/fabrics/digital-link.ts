/**
 * GS1 Digital Link resolver (decision 0025): `GET /01/{gtin}` (and `/01/{gtin}/22/{variant}`,
 * the variant ignored: a colourway is its own GTIN) sends a colourway's label to its page, or a
 * machine to the passport. The GTIN is read as GS1 reads it: 8, 12, 13 or 14 digits, padded to
 * 14, its check digit verified.
 *
 * - the page (303): `/fabric/:id?lng=<the visitor's language>&colourway=<ref>`;
 * - the passport (303): with `Accept: application/ld+json`, or `?linkType=gs1:sustainabilityInfo`;
 * - a GTIN nobody has: 404, a value that is no GTIN: 400, both the site's page for a browser
 *   (Accept: text/html) in the visitor's language, the API's envelope for anyone else.
 *
 * Outside /api: the address printed on labels stays short (GS1's syntax), and the site's
 * catch-all never sees it (a route of its own wins over `/*`). Not cached: the answer depends on
 * the Accept and Accept-Language headers (`Vary`).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { redirectAnswer } from "../../../common/api/contract";
import { readGtin } from "../../../common/gs1";
import type { Tx } from "../../db/client";
import { fabrics } from "../../db/schema";
import { type AppError, badRequest, notFound } from "../../http/errors";
import { route } from "../../http/route";
import { pageView } from "../../http/view";
import { readPublicFabric } from "./catalogue";
import { fabricPageUrl, passportJsonLdUrl } from "./passport-jsonld";

/** The link types that ask for the passport (GS1's `sustainabilityInfo`, short and full). */
const PASSPORT_LINK_TYPES = new Set([
  "gs1:sustainabilityInfo",
  "https://gs1.org/voc/sustainabilityInfo",
  "https://ref.gs1.org/voc/sustainabilityInfo",
]);

const contract = (url: string) =>
  ({
    method: "GET",
    url,
    summary:
      "GS1 Digital Link: a colourway's GTIN (8, 12, 13 or 14 digits, check digit verified) to its page in the " +
      "visitor's language, or to the passport's JSON-LD with Accept: application/ld+json or " +
      "?linkType=gs1:sustainabilityInfo; 404 for a GTIN nobody has, 400 for a value that is no GTIN " +
      "(a page for browsers, the error envelope for others)",
    params: z.object({
      gtin: z.string().describe("The GTIN: 8, 12, 13 or 14 digits"),
      ...(url.includes(":variant") ? { variant: z.string().describe("A consumer product variant (ignored)") } : {}),
    }),
    query: z.object({
      linkType: z.string().max(200).optional().describe("gs1:sustainabilityInfo for the passport; else the page"),
    }),
    responses: { 303: redirectAnswer("The colourway's page, or its passport (Location)") },
  }) as const;

/** The fabric and colourway reference whose passport gives this GTIN (14 digits). */
async function findGtin(db: Tx, gtin: string): Promise<{ id: number; ref: string } | null> {
  const result = (await db.execute(sql`
    select f.id, g.value->>'ref' as ref
      from ${fabrics} f, jsonb_array_elements(coalesce(f.passport->'colourways', '[]')) g
     where g.value->>'gtin' = ${gtin}
     order by f.id limit 1`)) as unknown as { rows: { id: number; ref: string }[] };
  const row = result.rows[0];
  return row ? { id: Number(row.id), ref: row.ref } : null;
}

const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(request.headers.accept ?? "");
const wantsPassport = (request: FastifyRequest, linkType: string | undefined) =>
  (linkType !== undefined && PASSPORT_LINK_TYPES.has(linkType)) ||
  /\bapplication\/ld\+json\b/i.test(request.headers.accept ?? "");

/** A browser gets the site's page with the error's status; any other client the envelope. */
async function refuse(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (app.sitePage && wantsHtml(request)) return app.sitePage(request, reply, error.statusCode);
  throw error;
}

export function digitalLinkRoutes(app: FastifyInstance) {
  const handler = async (
    { params, query }: { params: { gtin: string }; query: { linkType?: string | undefined } },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    reply.header("vary", "Accept, Accept-Language").header("cache-control", "no-cache");
    const read = readGtin(params.gtin);
    if ("problem" in read) return refuse(app, request, reply, badRequest("Invalid GTIN", { gtin: read.problem }));
    const lang = pageView(request).lang;
    const owner = await findGtin(app.ctx.db, read.gtin);
    // The card as it is now: a colourway taken off the card no longer resolves.
    const detail = owner && (await readPublicFabric(app.ctx, owner.id, lang));
    const colourway = detail?.fabric.colourways.find((c) => c.gtin === read.gtin);
    if (!detail || !colourway) return refuse(app, request, reply, notFound("GTIN"));
    const { origin } = app.ctx.config;
    const location = wantsPassport(request, query.linkType)
      ? passportJsonLdUrl(origin, detail.fabric.id, lang)
      : `${fabricPageUrl(origin, detail.fabric.id, lang)}&colourway=${encodeURIComponent(colourway.ref)}`;
    return reply.code(303).header("location", location).send();
  };
  route(app, contract("/01/:gtin"), handler);
  route(app, contract("/01/:gtin/22/:variant"), handler);
}
