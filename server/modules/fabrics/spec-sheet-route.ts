/**
 * `GET /api/fabrics/:id/spec-sheet.pdf?lng=`: a fabric's spec sheet (spec-sheet.ts) in one
 * language, opened in the browser.
 *
 * Sheets are kept in memory until the catalogue or the contact details change: all of them in
 * one map under one key of the public read models (server/http/cache/public-data.ts), which
 * every admin write empties, at most SHEETS_MAX of them (the oldest made goes first). Not in the
 * answer cache (`cache: "public"`), which keeps JSON and pages, one entry per URL. A sheet is
 * kept on what it shows only, the fabric and the language (its link and QR code name the one
 * configured origin, never the request's Host: ADR 21), and made at most RENDERS_AT_ONCE at a
 * time, RENDERS_WAITING more in line; past that the answer is 503 with Retry-After, so a flood
 * of sheets never takes the main thread from /healthz and the cached pages.
 */
import path from "node:path";
import { readAll } from "../../storage/objects";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { WorkQueue } from "../../http/work-queue";
import type { Lang } from "../../../common/constants";
import { etagOf, notModified } from "../../http/cache/conditional";
import { notFound } from "../../http/errors";
import { idParams } from "../../../common/api/params";
import { digitalLinkUrl } from "../../../common/gs1";
import { route } from "../../http/route";
import { fileAnswer } from "../../../common/api/contract";
import { loadSharp } from "../../media/sharp";
import { readPublicContactInfo } from "../contact-info";
import { readPublicFabric, type PublicReadContext } from "./catalogue";
import { renderSheet } from "./spec-sheet-render";
import { specSheetTexts } from "./spec-sheet-text";
import type { AppContext } from "../../http/context";

/** The one key of the read models that holds every sheet made since the last change. */
export const SPEC_SHEETS_KEY = "spec-sheets";
/** Sheets kept at most (some 100 KB each with the photo): a catalogue in five languages fits. */
export const SHEETS_MAX = 200;
/** Sheets made at once (photo, QR code, PDF: some 100 ms of the main thread each), and in line. */
export const RENDERS_AT_ONCE = 1;
export const RENDERS_WAITING = 8;
/** JPEG quality of the photo (from the 800 px variant, imageDto's `src`). */
const PHOTO_QUALITY = 82;

type Sheet = { body: Buffer; etag: string; filename: string };
type SheetContext = PublicReadContext & Pick<AppContext, "storage" | "config">;

/** The line is full: an overload the client may retry (logged as a warning, not a fault). */
const busy = () =>
  new AppError(
    503,
    "unavailable",
    "Too many spec sheets are being made; try again in a moment",
    undefined,
    { "retry-after": "2" },
    "warn",
  );
const rendering = new WorkQueue(RENDERS_AT_ONCE, RENDERS_WAITING, busy);

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

async function makeSheet(ctx: SheetContext, id: number, lng: Lang): Promise<Sheet> {
  const detail = await readPublicFabric(ctx, id, lng);
  if (!detail) throw notFound("Fabric");
  const { fabric } = detail;
  const texts = specSheetTexts(lng);
  // The QR code: the GS1 Digital Link of the first colourway with a GTIN, else the page (docs/passport.md).
  const gtin = fabric.colourways.find((colourway) => colourway.gtin)?.gtin;
  const url = gtin ? digitalLinkUrl(ctx.config.origin, gtin) : `${ctx.config.origin}/fabric/${id}?lng=${lng}`;
  const text = (value: string | Record<string, string>) =>
    typeof value === "string" ? value : (value[lng] ?? "");
  const [contact, photo] = await Promise.all([
    readPublicContactInfo(ctx, lng),
    photoOf(ctx, fabric.image?.src),
  ]);
  // In the worker thread: the QR code and the PDF (spec-sheet-render.ts).
  const body = await renderSheet({
    lng,
    name: text(fabric.name),
    code: fabric.code,
    description: text(fabric.description),
    rows: texts.rows(fabric),
    contact,
    photo,
    url,
    made: new Date(),
    passport: fabric.passport,
  });
  return { body, etag: etagOf(body), filename: fileName(fabric.code, id, lng) };
}

/** The sheet of a fabric in a language, made once until the next change. */
export async function readSpecSheet(ctx: SheetContext, id: number, lng: Lang): Promise<Sheet> {
  // The map lives until the next admin change: the fabric's last change is part of the key.
  const sheets = await ctx.publicData.read(SPEC_SHEETS_KEY, async () => new Map<string, Promise<Sheet>>());
  const key = `${id} ${lng}`;
  const held = sheets.get(key);
  if (held) return held;
  while (sheets.size >= SHEETS_MAX) sheets.delete(sheets.keys().next().value!);
  const sheet = rendering.run(() => makeSheet(ctx, id, lng));
  sheets.set(key, sheet);
  // A failure (no such fabric, the line full) is not kept.
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
      summary:
        "A fabric's spec sheet: an A4 page (its passport on a second one) in the language asked (`lng=all` gives tr), opened inline; " +
        "503 with Retry-After while too many sheets are being made at once",
      params: idParams,
      lng: true,
      responses: { 200: fileAnswer(["application/pdf"]) },
    },
    async ({ params, lng }, request, reply) => {
      const language = lng === "all" ? "tr" : lng;
      return sendSheet(request, reply, await readSpecSheet(app.ctx, params.id, language));
    },
  );
}
