/**
 * `GET /api/fabrics/:id/spec-sheet.pdf?lng=`: a fabric's spec sheet (spec-sheet.ts) in one
 * language, opened in the browser.
 *
 * Sheets are kept in memory until the catalogue or the contact details change: all of them in
 * one map under one key of the public read models (server/http/cache/public-data.ts), which
 * every admin write empties, at most SHEETS_MAX of them (the oldest made goes first). Not in the
 * answer cache (`cache: "public"`), which keeps JSON and pages, one entry per URL.
 */
import path from "node:path";
import { readAll } from "../../storage/objects";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { Lang } from "../../../common/constants";
import { etagOf, notModified } from "../../http/cache/conditional";
import { notFound } from "../../http/errors";
import { idParams } from "../../http/pagination";
import { fileAnswer, route } from "../../http/route";
import { loadSharp } from "../../media/sharp";
import { readPublicContactInfo } from "../contact-info";
import { readPublicFabric, type PublicReadContext } from "./catalogue";
import { renderSpecSheet } from "./spec-sheet";
import { specSheetTexts } from "./spec-sheet-text";
import type { AppContext } from "../../http/context";

/** The one key of the read models that holds every sheet made since the last change. */
export const SPEC_SHEETS_KEY = "spec-sheets";
/** Sheets kept at most (some 100 KB each with the photo): a catalogue in five languages fits. */
export const SHEETS_MAX = 200;
/** JPEG quality of the photo (from the 800 px variant, imageDto's `src`). */
const PHOTO_QUALITY = 82;

type Sheet = { body: Buffer; etag: string; filename: string };
type SheetContext = PublicReadContext & Pick<AppContext, "storage">;

/** The site's address: PUBLIC_URL, else the origin the request came to (as the pages do). */
const originOf = (request: FastifyRequest) =>
  request.server.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** `DK-1102-es.pdf`, or `fabric-12-es.pdf` without a code: ASCII only, nothing a header could misread. */
const fileName = (code: string | null, id: number, lng: Lang) =>
  `${(code ?? `fabric-${id}`).replace(/[^A-Za-z0-9._-]+/g, "-")}-${lng}.pdf`;

/** The main photo as JPEG (pdfkit reads JPEG and PNG, not WebP); null when it cannot be read. */
async function photoOf(ctx: SheetContext, src: string | undefined) {
  if (!src) return null;
  try {
    const object = await ctx.storage.open("uploads", path.basename(src));
    if (!object) return null;
    const sharp = await loadSharp();
    const { data, info } = await sharp(await readAll(object), { failOn: "error" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: PHOTO_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A missing or damaged file leaves the photo out, not the sheet.
    return null;
  }
}

async function makeSheet(ctx: SheetContext, id: number, lng: Lang, origin: string): Promise<Sheet> {
  const detail = await readPublicFabric(ctx, id, lng);
  if (!detail) throw notFound("Fabric");
  const { fabric } = detail;
  const texts = specSheetTexts(lng);
  const url = `${origin}/fabric/${id}?lng=${lng}`;
  const text = (value: string | Record<string, string>) =>
    typeof value === "string" ? value : (value[lng] ?? "");
  const [contact, photo, qr] = await Promise.all([
    readPublicContactInfo(ctx, lng),
    photoOf(ctx, fabric.image?.src),
    QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 }),
  ]);
  const body = await renderSpecSheet({
    lng,
    texts,
    name: text(fabric.name),
    code: fabric.code,
    description: text(fabric.description),
    rows: texts.rows(fabric),
    contact,
    photo,
    url,
    qr,
    made: new Date(),
  });
  return { body, etag: etagOf(body), filename: fileName(fabric.code, id, lng) };
}

/** The sheet of a fabric in a language, made once until the next change. */
export async function readSpecSheet(
  ctx: SheetContext,
  id: number,
  lng: Lang,
  origin: string,
): Promise<Sheet> {
  const sheets = await ctx.publicData.read(SPEC_SHEETS_KEY, async () => new Map<string, Promise<Sheet>>());
  // The origin is part of the key: without PUBLIC_URL, a request's Host header must not put its
  // address in the sheet every other visitor gets.
  const key = `${origin} ${id} ${lng}`;
  const held = sheets.get(key);
  if (held) return held;
  while (sheets.size >= SHEETS_MAX) sheets.delete(sheets.keys().next().value!);
  const sheet = makeSheet(ctx, id, lng, origin);
  sheets.set(key, sheet);
  // A failure (no such fabric) is not kept.
  sheet.catch(() => {
    if (sheets.get(key) === sheet) sheets.delete(key);
  });
  return sheet;
}

function sendSheet(request: FastifyRequest, reply: FastifyReply, sheet: Sheet) {
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${sheet.filename}"`)
    .header("cache-control", "no-cache")
    .header("etag", sheet.etag);
  if (notModified(request, sheet.etag)) return reply.code(304).send();
  return reply.send(sheet.body);
}

export function specSheetRoute(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/fabrics/:id/spec-sheet.pdf",
      summary: "A fabric's spec sheet: one A4 page in the language asked (`lng=all` gives tr), opened inline",
      params: idParams,
      lng: true,
      responses: { 200: fileAnswer(["application/pdf"]) },
    },
    async ({ params, lng }, request, reply) => {
      const language = lng === "all" ? "tr" : lng;
      return sendSheet(request, reply, await readSpecSheet(app.ctx, params.id, language, originOf(request)));
    },
  );
}
