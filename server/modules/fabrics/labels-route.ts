/**
 * `GET /api/fabrics/labels.pdf?ids=3,7:NAVY-02&lng=fr` (common/api/contracts/labels.ts): the
 * staff's swatch labels (labels.ts). The list is read whole before anything is drawn: a list
 * that is no such list, longer than LABELS_MAX, or naming a fabric or colourway that does not
 * exist is a 400 that says which. Made in the spec sheets' worker thread, one request at a time,
 * a few more in line (503 past that), as the spec sheets are.
 */
import type { FastifyInstance } from "fastify";
import type { Lang } from "../../../common/constants";
import { LABELS_MAX, labelContracts } from "../../../common/api/contracts/labels";
import { careSymbols } from "../../../common/care-symbols";
import { technicalRows } from "../../../common/fabric-card-text";
import { digitalLinkUrl } from "../../../common/gs1";
import { AppError, badRequest } from "../../http/errors";
import { route } from "../../http/route";
import { WorkQueue } from "../../http/work-queue";
import { readPublicFabric, type PublicReadContext } from "./catalogue";
import type { Label } from "./labels";
import { renderSheet } from "./spec-sheet-render";
import { specSheetTexts } from "./spec-sheet-text";

type Wanted = { id: number; ref: string | null; asked: string };

const ITEM = /^([1-9]\d{0,8})(?::(.+))?$/;
/** The card's rows a label shows. */
const LINES = ["composition", "weight_gsm", "width_cm"];

const busy = () =>
  new AppError(503, "unavailable", "Too many label sheets are being made; try again in a moment", undefined, { "retry-after": "2" }, "warn");
const rendering = new WorkQueue(1, 4, busy);

/** The labels asked for, or a 400 for a list that is none or too long. */
export function readLabelIds(ids: string): Wanted[] {
  const items = ids.split(",").map((item) => item.trim());
  if (items.length > LABELS_MAX)
    throw badRequest(`At most ${LABELS_MAX} labels at once (${items.length} asked)`, { ids: "too_long" });
  return items.map((asked) => {
    const match = ITEM.exec(asked);
    if (!match) throw badRequest("ids: fabric ids or <id>:<colourway ref>, separated by commas", { ids: "invalid" });
    return { id: Number(match[1]), ref: match[2]?.trim() || null, asked };
  });
}

const text = (value: string | Record<string, string>, lng: Lang) =>
  typeof value === "string" ? value : (value[lng] ?? value.tr ?? "");

/** What each label shows, or a 400 naming the ids and references that name nothing. */
export async function readLabels(ctx: PublicReadContext & { config: { origin: string } }, wanted: Wanted[], lng: Lang) {
  const ids = [...new Set(wanted.map((item) => item.id))];
  const details = new Map(await Promise.all(ids.map(async (id) => [id, await readPublicFabric(ctx, id, lng)] as const)));
  const { t } = specSheetTexts(lng);
  const unknown: string[] = [];
  const labels: Label[] = [];
  for (const item of wanted) {
    const fabric = details.get(item.id)?.fabric;
    const colourway = item.ref === null ? null : fabric?.colourways.find((c) => c.ref === item.ref);
    if (!fabric || colourway === undefined) {
      unknown.push(item.asked);
      continue;
    }
    const page = `${ctx.config.origin}/fabric/${item.id}?lng=${lng}${colourway ? `&colourway=${encodeURIComponent(colourway.ref)}` : ""}`;
    labels.push({
      code: fabric.code,
      name: text(fabric.name, lng),
      colourway: colourway?.ref ?? null,
      lines: technicalRows(t, lng, fabric).filter((row) => LINES.includes(row.key)),
      care: careSymbols(fabric.passport.care),
      url: colourway?.gtin ? digitalLinkUrl(ctx.config.origin, colourway.gtin) : page,
    });
  }
  if (unknown.length > 0)
    throw badRequest(`No such fabric or colourway: ${[...new Set(unknown)].join(", ")}`, { ids: "not_found" });
  return labels;
}

export function labelsRoute(app: FastifyInstance) {
  route(app, labelContracts.pdf, async ({ query, lng }, _request, reply) => {
    const language = lng === "all" ? "tr" : lng;
    const labels = await readLabels(app.ctx, readLabelIds(query.ids), language);
    const { company } = specSheetTexts(language);
    const body = await rendering.run(() => renderSheet({ labels, lng: language, title: company }));
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="labels-${language}.pdf"`)
      .header("cache-control", "no-store")
      .send(body);
  });
}
