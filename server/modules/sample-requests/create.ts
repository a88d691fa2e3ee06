/**
 * "Request samples": a buyer sends the fabrics of their basket (each with a colourway where
 * they chose one) for a swatch card or a sample length. The request, its fabrics, the staff's
 * mail and the buyer's confirmation (in the buyer's language, listing the fabrics) are written in
 * one transaction: a 201 means all of it is durable, and the outbox sends the mails.
 *
 * A fabric deleted since it went into the basket is left out and named in the answer
 * (`unavailable`), so the page can tell the buyer; a basket of nothing but such fabrics is a 400.
 */
import { inArray } from "drizzle-orm";
import type { FabricCard } from "../../db/schema";
import { DATE_LOCALES, type Lang, type Localized, SAMPLE_LIMITS } from "../../../common/constants";
import { fill } from "../../../common/i18n/fill";
import type { SampleRequestInput } from "../../../common/schemas";
import { fabrics, sampleRequestItems, sampleRequests } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { badRequest } from "../../http/errors";
import { formLanguage, subjectText } from "../../http/inbox";
import { queueMail } from "../../mail/outbox";
import { queueWebhookEvent } from "../webhooks";
import { assertAddressNotFlooded } from "../buyer-requests";
import { checkCutLengths } from "./cut-lengths";
import { sampleTexts } from "./texts";

type Fabric = { id: number; code: string | null; name: Localized; card: FabricCard | null };
/** A line of the request: `index` its place in the basket as sent (a refusal names it), `stock` the metres when sent. */
export type Line = {
  index: number;
  fabric: Fabric;
  colourway: string | null;
  cut: number | null;
  stock: number | null;
};

const nameIn = (name: Localized, lng: Lang) => name[lng]?.trim() || name.tr;
/** `KM-2041 Oxford Blue`, or the name alone while the fabric has no code. */
const labelOf = (fabric: Fabric, lng: Lang) =>
  [fabric.code, nameIn(fabric.name, lng)].filter(Boolean).join(" ");

/**
 * The basket's fabrics that exist, in the buyer's order, each once per colourway; a colourway the
 * fabric no longer has is dropped (the staff still see the fabric).
 */
async function basketLines(ctx: AppContext, items: SampleRequestInput["items"]) {
  const ids = [...new Set(items.map((item) => item.fabric_id))];
  const rows = await ctx.db
    .select({ id: fabrics.id, code: fabrics.code, name: fabrics.name, card: fabrics.card })
    .from(fabrics)
    .where(inArray(fabrics.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row as Fabric]));
  const lines: Line[] = [];
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const fabric = byId.get(item.fabric_id);
    if (!fabric) continue;
    const known = fabric.card?.colourways?.some((c) => c.ref === item.colourway);
    const colourway = known ? (item.colourway ?? null) : null;
    const cut = item.cut_m ?? null;
    // A cut length is of a colourway the fabric has: without one there is nothing to cut.
    if (cut !== null && colourway === null)
      throw badRequest("A cut length names one of the fabric's colourways", { [`items.${index}.cut_m`]: "no_stock" });
    const key = `${fabric.id}\u0000${colourway ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({ index, fabric, colourway, cut, stock: null });
  }
  const unavailable = ids.filter((id) => !byId.has(id));
  return { lines, unavailable };
}

/** Metres as the language writes them (3.5, 3,5). */
const metresText = (metres: number, lng: Lang) =>
  new Intl.NumberFormat(DATE_LOCALES[lng], { maximumFractionDigits: 1 }).format(metres);

/** One line of a mail's fabric list. */
const lineText = (line: Line, lng: Lang, colourwayText: string, cutText: string, numbers: Lang = lng) =>
  `- ${labelOf(line.fabric, lng)}${line.colourway ? `, ${fill(colourwayText, { ref: line.colourway })}` : ""}${
    line.cut === null
      ? ""
      : `: ${fill(cutText, { metres: metresText(line.cut, numbers), stock: metresText(line.stock ?? 0, numbers) })}`
  }`;

export async function createSampleRequest(
  ctx: AppContext,
  body: SampleRequestInput,
  meta: { lng?: unknown },
): Promise<{ id: number; unavailable: number[] }> {
  const language = formLanguage(meta.lng, body.language);
  const metres = body.kind === "length" ? (body.metres ?? null) : null;
  if (body.kind === "length" && metres === null) {
    throw badRequest("A sample length needs its metres", { metres: "required" });
  }
  const { lines, unavailable } = await basketLines(ctx, body.items.slice(0, SAMPLE_LIMITS.items));
  if (lines.length === 0) throw badRequest("None of these fabrics exists any more", { items: "unavailable" });
  await checkCutLengths(ctx.db, lines);

  const t = sampleTexts(language);
  const m = t.sampleMail;
  const optional = (value: string | undefined) => value?.trim() ?? "";
  const id = await ctx.db.transaction(async (tx) => {
    await assertAddressNotFlooded(tx, sampleRequests, "sample", body.email, "sample requests");
    const [row] = await tx
      .insert(sampleRequests)
      .values({
        company: body.company,
        fullName: body.full_name,
        email: body.email,
        country: body.country,
        phone: optional(body.phone),
        kind: body.kind,
        metres,
        intendedUse: optional(body.intended_use),
        quantity: optional(body.quantity),
        message: optional(body.message),
        language,
      })
      .returning({ id: sampleRequests.id, createdAt: sampleRequests.createdAt });
    const id = row!.id;
    await tx.insert(sampleRequestItems).values(
      lines.map((line, position) => ({
        sampleRequestId: id,
        fabricId: line.fabric.id,
        fabricCode: line.fabric.code ?? "",
        fabricName: line.fabric.name.tr,
        colourway: line.colourway,
        position,
        cutM: line.cut,
        stockM: line.cut === null ? null : line.stock,
      })),
    );
    // What a CRM needs to follow it up; the buyer's name, address, phone and message stay here (docs/webhooks.md).
    await queueWebhookEvent(tx, "sample_request.received", {
      id,
      company: body.company,
      country: body.country,
      language,
      kind: body.kind,
      metres,
      items: lines.map((line) => ({
        fabric_id: line.fabric.id,
        code: line.fabric.code,
        colourway: line.colourway,
        cut_m: line.cut,
      })),
      created_at: row!.createdAt.toISOString(),
    });
    const trTexts = sampleTexts("tr").sampleMail;
    await queueMail(tx, {
      kind: "sample_request",
      to: ctx.config.mailTo,
      replyTo: body.email,
      subject: subjectText(
        `Sample request #${id}: ${body.company} (${body.country}), ${lines.length} fabrics`,
      ),
      body: [
        `A buyer asks for samples (#${id}).`,
        "",
        `Company: ${body.company}`,
        `Name: ${body.full_name}`,
        `Email: ${body.email}`,
        `Country: ${body.country}`,
        `Phone: ${optional(body.phone) || "-"}`,
        `Language: ${language}`,
        `Kind: ${metres === null ? "swatch card" : `sample length, ${metres} m of each fabric`}`,
        `Intended use: ${optional(body.intended_use) || "-"}`,
        `Quantity: ${optional(body.quantity) || "-"}`,
        "",
        "Fabrics:",
        ...lines.map((line) => lineText(line, "tr", trTexts.colourway, "cut length {{metres}} m (in stock when sent: {{stock}} m)", "en")),
        "",
        "Message:",
        optional(body.message) || "-",
      ].join("\n"),
    });
    await queueMail(tx, {
      kind: "sample_confirmation",
      to: body.email,
      subject: subjectText(fill(m.subject, { id })),
      body: [
        fill(m.greeting, { name: body.full_name }),
        "",
        fill(m.received, { company: body.company }),
        metres === null ? m.swatch : fill(m.length, { metres }),
        "",
        m.fabrics,
        ...lines.map((line) => lineText(line, language, m.colourway, m.cutLength)),
        "",
        m.next,
        "",
        m.closing,
        t.company,
      ].join("\n"),
    });
    return id;
  });
  ctx.notifyMail();
  return { id, unavailable };
}
