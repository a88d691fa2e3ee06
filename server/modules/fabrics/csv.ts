/**
 * The fabric catalogue as CSV for the staff (admin only): one row per fabric, every field, the
 * texts in all five languages. UTF-8 with a byte-order mark and CRLF line ends (RFC 4180), so
 * spreadsheet programs read Turkish letters and line breaks as they are. Lists inside a cell
 * are `;`-separated (`linen:55;cotton:45`, `men;women`, colourways `01:white:#ffffff;02:navy:#263454`);
 * the collection is its id (empty: none). The passport's columns follow (csv-passport.ts).
 */
import { desc } from "drizzle-orm";
import { LANGUAGES } from "../../../common/constants";
import { EMPTY_CARD } from "../../../common/fabric-card";
import {
  type CardFieldSpec,
  FABRIC_CARD_FIELDS,
  type FabricCardInput,
} from "../../../common/fabric-card-fields";
import type { Tx } from "../../db/client";
import { fabrics } from "../../db/schema";
import { type FabricRow, selectFabrics } from "./service";
import { csvText } from "../../http/csv";
import type { PassportBody } from "../../../common/api/contracts/passport";
import { completeness, missingParts } from "../../../common/passport";
import { EMPTY_PASSPORT, PASSPORT_COLUMNS, PASSPORT_READ_ONLY, passportCells } from "./csv-passport";

/** How complete the stored passport is (as the fabric's answer says; a deleted facility's step keeps its country). */
function passportCompleteness(card: FabricCardInput, stored: PassportBody | null): number {
  const p = stored ?? EMPTY_PASSPORT;
  const fibres = card.composition.map((share) => ({
    origin_country: p.fibres.find((f) => f.fiber === share.fiber)?.origin_country ?? null,
  }));
  const gtins = new Map(p.colourways.map((c) => [c.ref.toLowerCase(), c.gtin]));
  const colourways = card.colourways.map((c) => ({ gtin: gtins.get(c.ref.toLowerCase()) ?? null }));
  return completeness(missingParts({ ...p, fibres, colourways }));
}

/** The article code comes first, beside the id; the card's other fields follow the texts, in the card's order. */
const codeFields = FABRIC_CARD_FIELDS.filter((field) => field.kind === "code");
const otherFields = FABRIC_CARD_FIELDS.filter((field) => field.kind !== "code");

/** The card's fields the file carries, in the file's order (each column named as its field). */
export const CSV_CARD_FIELDS: readonly CardFieldSpec[] = [...codeFields, ...otherFields];

/** The columns, in order: what a later import will read back. */
export const FABRIC_CSV_COLUMNS: readonly string[] = [
  "id",
  ...codeFields.map((field) => field.name),
  ...LANGUAGES.map((lng) => `name_${lng}`),
  ...LANGUAGES.map((lng) => `description_${lng}`),
  ...otherFields.map((field) => field.name),
  "collection_id",
  "photo_count",
  "created_at",
  // Added after the others: an earlier export's file (without them) still imports.
  ...PASSPORT_COLUMNS,
  PASSPORT_READ_ONLY,
];

/** A field's cell: lists `;`-separated (`linen:55;cotton:45`, `men;women`, `01:white:#ffffff`). */
function cardCell(field: CardFieldSpec, card: FabricCardInput): string | number | null {
  const value = (card as Record<string, unknown>)[field.name];
  switch (field.kind) {
    case "composition":
      return card.composition.map((share) => `${share.fiber}:${share.percent}`).join(";");
    case "keys":
      return (value as string[]).join(";");
    case "colourways":
      return card.colourways.map((c) => `${c.ref}:${c.shade}:${c.hex}`).join(";");
    default:
      return value as string | number | null;
  }
}

function cells(row: FabricRow, passport: PassportBody | null): (string | number | null)[] {
  const card: FabricCardInput = { ...EMPTY_CARD, ...row.card, code: row.code };
  const cardCells = (fields: readonly CardFieldSpec[]) => fields.map((field) => cardCell(field, card));
  return [
    row.id,
    ...cardCells(codeFields),
    ...LANGUAGES.map((lng) => row.name[lng] ?? ""),
    ...LANGUAGES.map((lng) => row.description[lng] ?? ""),
    ...cardCells(otherFields),
    row.collectionId,
    row.photoCount,
    row.createdAt.toISOString(),
    ...passportCells(passport),
    passportCompleteness(card, passport),
  ];
}

/** Every fabric, newest first, as one CSV text (a mill's catalogue: hundreds of rows, not millions). */
export async function fabricsCsv(db: Tx): Promise<string> {
  const rows = await selectFabrics(db).orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  const passports = new Map(
    (await db.select({ id: fabrics.id, passport: fabrics.passport }).from(fabrics)).map((r) => [
      r.id,
      r.passport,
    ]),
  );
  return csvText(
    FABRIC_CSV_COLUMNS,
    rows.map((row) => cells(row, passports.get(row.id) ?? null)),
  );
}
