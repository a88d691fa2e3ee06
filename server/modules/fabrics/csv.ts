/**
 * The fabric catalogue as CSV for the staff (admin only): one row per fabric, every field, the
 * texts in all five languages. UTF-8 with a byte-order mark and CRLF line ends (RFC 4180), so
 * spreadsheet programs read Turkish letters and line breaks as they are. Lists inside a cell
 * are `;`-separated (`linen:55;cotton:45`, `men;women`, colourways `01:white:#ffffff;02:navy:#263454`);
 * the collection is its id (empty: none).
 */
import { desc } from "drizzle-orm";
import { LANGUAGES } from "../../../common/constants";
import { EMPTY_CARD } from "../../../common/fabric-card";
import type { Tx } from "../../db/client";
import { fabrics } from "../../db/schema";
import { type FabricRow, selectFabrics } from "./service";
import { csvText } from "../../http/csv";

/** The columns, in order: what a later import will read back. */
export const FABRIC_CSV_COLUMNS = [
  "id",
  "code",
  ...LANGUAGES.map((lng) => `name_${lng}`),
  ...LANGUAGES.map((lng) => `description_${lng}`),
  "composition",
  "weight_gsm",
  "width_cm",
  "weave",
  "pattern",
  "yarn_count",
  "ends_per_cm",
  "picks_per_cm",
  "finishes",
  "end_use",
  "stock_service",
  "min_order_m",
  "lead_time_weeks",
  "colourways",
  "collection_id",
  "photo_count",
  "created_at",
] as const;

function cells(row: FabricRow): (string | number | null)[] {
  const card = { ...EMPTY_CARD, ...row.card };
  return [
    row.id,
    row.code,
    ...LANGUAGES.map((lng) => row.name[lng] ?? ""),
    ...LANGUAGES.map((lng) => row.description[lng] ?? ""),
    card.composition.map((share) => `${share.fiber}:${share.percent}`).join(";"),
    card.weight_gsm,
    card.width_cm,
    card.weave,
    card.pattern,
    card.yarn_count,
    card.ends_per_cm,
    card.picks_per_cm,
    card.finishes.join(";"),
    card.end_use.join(";"),
    card.stock_service,
    card.min_order_m,
    card.lead_time_weeks,
    card.colourways.map((c) => `${c.ref}:${c.shade}:${c.hex}`).join(";"),
    row.collectionId,
    row.photoCount,
    row.createdAt.toISOString(),
  ];
}

/** Every fabric, newest first, as one CSV text (a mill's catalogue: hundreds of rows, not millions). */
export async function fabricsCsv(db: Tx): Promise<string> {
  const rows = await selectFabrics(db).orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  return csvText(FABRIC_CSV_COLUMNS, rows.map(cells));
}
