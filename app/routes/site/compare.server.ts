import type { AppLoadContext } from "react-router";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import type { Lang } from "../../../common/constants";
import { FABRIC_CARD_FIELDS } from "../../../common/fabric-card-fields";
import { type CardT, technicalRows } from "../../../common/fabric-card-text";
import { COMPARE_MAX } from "../../components/site/compare/keys";
import type { CompareFabric, CompareRow } from "../../components/site/compare/types";
import { fixedT } from "../../i18n/i18n.server";
import { technicalData, localPassport } from "./fabric.server";
import { imageData, rowIdParam, text } from "./loaders.server";

/** What `?ids=` asks for: the fabrics to read (at most COMPARE_MAX), how many more were listed, or unreadable. */
export type CompareAsk = { ids: number[]; more: number } | null;

/** Longest `?ids=` read (4 ids of 10 digits need 43 characters; the API's 24 about 260). */
const IDS_TEXT_MAX = 2000;

/**
 * `?ids=3,7,12` (comma-separated, or repeated): each a fabric id, each once in the order first
 * listed; null when a part is not an id or the list is absurdly long (the page says the address
 * cannot be read, and echoes none of it). No `ids` at all is an empty comparison.
 */
export function readCompareIds(params: URLSearchParams): CompareAsk {
  const raw = params.getAll("ids").join(",");
  if (raw.length > IDS_TEXT_MAX) return null;
  const parts = raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const ids: number[] = [];
  for (const part of parts) {
    const id = rowIdParam(part);
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids: ids.slice(0, COMPARE_MAX), more: Math.max(0, ids.length - COMPARE_MAX) };
}

/** The rows' order: the technical card's, then certificates and the passport's origins and care. */
const ORDER: string[] = [
  ...FABRIC_CARD_FIELDS.flatMap((field) => {
    if (field.name === "picks_per_cm") return [];
    return ["shown" in field && "label" in field.shown ? field.shown.label : field.name];
  }),
  "certificates",
  "origins",
  "care",
];

/**
 * The fabrics asked for, read as the fabric page reads them (the catalogue's read model), and
 * their properties as rows; `missing` lists the ids that name no published fabric.
 */
export async function loadComparison(context: AppLoadContext, ids: number[], lng: Lang) {
  const t = fixedT(lng);
  const read = await Promise.all(ids.map((id) => context.services.getPublicFabric(context.ctx, id, lng)));
  const missing = ids.filter((_, i) => !read[i]);
  const found = read.flatMap((detail) => (detail ? [detail.fabric] : []));
  const lines = new Map<string, { label: string; values: string[][] }>();
  const put = (key: string, label: string, column: number, values: string[]) => {
    let row = lines.get(key);
    if (!row) {
      row = { label, values: found.map(() => []) };
      lines.set(key, row);
    }
    row.values[column] = values;
  };
  found.forEach((fabric, column) => {
    for (const row of technicalRows(t as CardT, lng, technicalData(fabric)))
      put(row.key, row.label, column, [row.value]);
    const certificates = fabric.certificates.map((c) => CERTIFICATE_NAMES[c.standard]);
    if (certificates.length > 0)
      put("certificates", t("fabricCard.fields.certificates"), column, certificates);
    const passport = localPassport(fabric.passport, lng);
    const origins = (passport?.fibres ?? []).flatMap((f) => [
      `${f.share} · ${f.origin}`,
      ...(f.recycled ? [f.recycled] : []),
    ]);
    if (origins.length > 0) put("origins", t("comparePage.rows.origins"), column, origins);
    const care = (passport?.care ?? []).map((c) => c.text);
    if (care.length > 0) put("care", t("comparePage.rows.care"), column, care);
  });
  const rows: CompareRow[] = [...lines.entries()]
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map(([key, row]) => {
      const shown = row.values.map((values) => values.join("\n"));
      return { key, ...row, differs: found.length > 1 && shown.some((value) => value !== shown[0]) };
    });
  const fabrics: CompareFabric[] = found.map((fabric) => ({
    id: fabric.id,
    name: text(fabric.name),
    code: fabric.code ?? null,
    image: imageData(fabric.image),
  }));
  return { fabrics, rows, missing };
}
