/**
 * Every fabric's passport as CSV (`GET /api/exports/passport.csv?lng=`, public): one row per
 * article and colourway (an article without colourways: one row), the passport flattened into
 * fixed columns a spreadsheet or a PLM import maps once (docs/passport.md, "The passport as CSV").
 * Codes (fibres, steps, care, recycled sources, test properties) are the API's stable values; the
 * names beside them (article, colourway, care texts) are in the language asked. UTF-8 with a BOM,
 * CRLF, formula-like cells neutralised (server/http/csv.ts).
 *
 * The fibres take six slots (the card's most, FABRIC_CARD_LIMITS.fibers), each step two columns
 * (country, facility), each care group its code and its text; the tests are one cell, a test per
 * `;`-separated item, its fields `:`-separated (common/list-cell.ts escapes a `;`, `:` or `\` in
 * a text with `\`).
 */
import { desc } from "drizzle-orm";
import type { FabricItemDto } from "../../../common/api/fabrics";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import { FABRIC_CARD_LIMITS, type Lang } from "../../../common/constants";
import { joinList } from "../../../common/list-cell";
import { CARE_GROUPS, PASSPORT_STEPS } from "../../../common/passport";
import type { Tx } from "../../db/client";
import { fabrics } from "../../db/schema";
import { csvText } from "../../http/csv";
import { validCertificatesByFabric } from "./card-links";
import { withPassports } from "./passport";
import { selectFabrics, toFabricDto } from "./service";
import { specSheetTexts } from "./spec-sheet-text";

const SLOTS = Array.from({ length: FABRIC_CARD_LIMITS.fibers }, (_, i) => i + 1);
const FIBRE_FIELDS = [
  "",
  "_percent",
  "_origin",
  "_recycled_percent",
  "_recycled_source",
  "_certificate",
] as const;

/** The public file's columns, in order. */
export const PASSPORT_CSV_COLUMNS: readonly string[] = [
  ...["id", "code", "name", "colourway_ref", "colourway_name", "gtin", "url", "hs_code", "dyeing_process"],
  ...SLOTS.flatMap((n) => FIBRE_FIELDS.map((field) => `fibre_${n}${field}`)),
  ...PASSPORT_STEPS.flatMap((step) => [`${step}_country`, `${step}_facility`]),
  ...CARE_GROUPS.flatMap((group) => [`care_${group}`, `care_${group}_text`]),
  ...["tests", "svhc_checked_on", "svhc_above_threshold", "rsl", "completeness", "missing_parts"],
];

type Cell = string | number | null;

/** The columns after the colourway's: the same for each of an article's rows. */
function passportCells(fabric: FabricItemDto, lng: Lang, origin: string): Cell[] {
  const { t } = specSheetTexts(lng);
  const { passport } = fabric;
  const certificate = (id: number | null) => {
    if (id === null) return null;
    // A certificate covering the article is named; another one is its address on the site.
    const known = fabric.certificates.find((c) => c.id === id);
    return known
      ? `${CERTIFICATE_NAMES[known.standard]} ${known.number}`
      : `${origin}/certificates#certificate-${id}`;
  };
  const fibres = SLOTS.flatMap((n): Cell[] => {
    const f = passport.fibres[n - 1];
    if (!f) return FIBRE_FIELDS.map(() => null);
    return [
      f.fiber,
      f.percent,
      f.origin_country,
      f.recycled_percent,
      f.recycled_source,
      certificate(f.certificate_id),
    ];
  });
  const steps = PASSPORT_STEPS.flatMap((name): Cell[] => {
    const s = passport.steps.find((step) => step.step === name);
    if (!s) return [null, null];
    return [s.country || null, s.facility && `${s.facility.name}, ${s.facility.city}, ${s.facility.country}`];
  });
  const care = CARE_GROUPS.flatMap((group): Cell[] => {
    const value = passport.care[group];
    return value === null ? [null, null] : [value, t(`passportTerms.care.${group}.${value}`)];
  });
  const tests = joinList(
    passport.tests.map((x) => [
      ...[x.property, x.method, x.result, x.unit, x.tested_on, x.lab],
      // The lab's report when visitors may open it.
      ...(x.report?.public ? [`${origin}${x.report.url}`] : []),
    ]),
  );
  const { substances } = passport;
  return [
    passport.hs_code,
    passport.dyeing_process,
    ...fibres,
    ...steps,
    ...care,
    tests,
    substances.checked_on,
    substances.checked_on === null ? null : joinList(substances.svhc_above_threshold.map((name) => [name])),
    substances.rsl,
    passport.completeness,
    passport.missing.join(";"),
  ];
}

/** An article's rows: one per colourway, or one without a colourway. */
function rowsOf(fabric: FabricItemDto, lng: Lang, origin: string): Cell[][] {
  const { t } = specSheetTexts(lng);
  const name = typeof fabric.name === "string" ? fabric.name : (fabric.name[lng] ?? fabric.name.tr ?? "");
  const page = `${origin}/fabric/${fabric.id}?lng=${lng}`;
  const rest = passportCells(fabric, lng, origin);
  if (fabric.colourways.length === 0)
    return [[fabric.id, fabric.code, name, null, null, null, page, ...rest]];
  return fabric.colourways.map((c) => [
    ...[fabric.id, fabric.code, name, c.ref, `${t(`fabricCard.shades.${c.shade}`)} ${c.hex}`, c.gtin],
    `${page}&colourway=${encodeURIComponent(c.ref)}`,
    ...rest,
  ]);
}

/** Every article (all are public), newest first, as one CSV text in `lng`. */
export async function passportCsv(db: Tx, lng: Lang, origin: string): Promise<string> {
  const rows = await selectFabrics(db).orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  const certificates = await validCertificatesByFabric(db);
  const items = await withPassports(
    db,
    rows.map((row) => toFabricDto(row, lng, certificates.get(row.id))),
  );
  return csvText(
    PASSPORT_CSV_COLUMNS,
    items.flatMap((item) => rowsOf(item, lng, origin)),
  );
}
