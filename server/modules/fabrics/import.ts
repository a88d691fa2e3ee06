/**
 * The fabric CSV import's write: all rows or none. In one transaction it locks the fabrics the
 * file updates, checks what only the database knows (each id exists; no fabric outside the file
 * holds a code the file gives), and refuses the whole file with every problem found (400,
 * `error.rows`) or writes every row: a new fabric for a row without id (no photo: the site shows
 * its placeholder), an update for one with an id (what the file has no column for, such as a card
 * field added after the export's columns, stays as stored), the activity logged per fabric as an
 * edit is.
 * A row that changes nothing is not written. Any database error (a code another admin saved
 * meanwhile) rolls everything back. The public cache and the read models are emptied after it as
 * after every admin write (server/http/cache/public-cache.ts).
 */
import { asc, eq, inArray } from "drizzle-orm";
import { LANGUAGES, type Localized } from "../../../common/constants";
import { EMPTY_CARD, type FabricCardInput } from "../../../common/fabric-card";
import type { FabricImportResult } from "../../../common/fabric-import";
import type { Tx } from "../../db/client";
import { type FabricCard, fabricCardColumns, fabrics } from "../../db/schema";
import { conflict, isUniqueViolation } from "../../http/errors";
import type { WriteContext } from "../../http/write-context";
import { logActivity } from "../activity";
import { queueWebhookEvents } from "../webhooks";
import { fabricEvent, fabricEventColumns, type FabricEventRow } from "./webhook-events";
import type { ImportReport } from "./import-file";
import { type CheckedRow, FILE_CARD_FIELDS, type ImportRow } from "./import-rows";
import { existingCollections } from "../collections";
import type { PassportBody } from "../../../common/api/contracts/passport";
import { EMPTY_PASSPORT, passportColumn } from "./csv-passport";
import { checkPassport, type Fields } from "./passport";

/** Rows inserted per statement (a handful of parameters each). */
const INSERT_BATCH = 500;

type Current = {
  id: number;
  name: Localized;
  description: Localized;
  code: string | null;
  card: FabricCard | null;
  collectionId: number | null;
  passport: PassportBody | null;
};

const sameText = (a: Localized, b: Localized) => LANGUAGES.every((lng) => (a[lng] ?? "") === (b[lng] ?? ""));

/** The file's colourways, each keeping the gallery photo its reference had (the file does not carry photos). */
function fileCard(current: Current, row: ImportRow): FabricCardInput {
  const photos = new Map((current.card?.colourways ?? []).map((c) => [c.ref.toLowerCase(), c.photo_id]));
  return {
    ...row.card,
    colourways: row.card.colourways.map((c) => ({ ...c, photo_id: photos.get(c.ref.toLowerCase()) ?? null })),
  };
}

/** The card an update leaves: the file's fields over what is stored (fields the file lacks are kept). */
function updatedCard(current: Current, row: ImportRow): FabricCardInput {
  const card: FabricCardInput = { ...EMPTY_CARD, ...current.card, code: current.code };
  const given = fileCard(current, row);
  for (const field of FILE_CARD_FIELDS) (card as Record<string, unknown>)[field] = given[field];
  return card;
}

/** JSON with each object's keys in one order (a stored jsonb value comes back with its keys reordered). */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** True when the row would leave the fabric as it is (a card never filled in equals an empty one). */
function unchanged(current: Current, row: ImportRow): boolean {
  const stored: Record<string, unknown> = { ...EMPTY_CARD, ...current.card };
  const given: Record<string, unknown> = fileCard(current, row);
  return (
    (row.passport === undefined ||
      canonical(current.passport ?? EMPTY_PASSPORT) === canonical(row.passport)) &&
    (current.code ?? null) === (row.card.code || null) &&
    current.collectionId === row.collectionId &&
    sameText(current.name, row.name) &&
    sameText(current.description, row.description) &&
    FILE_CARD_FIELDS.every(
      (field) => field === "code" || canonical(stored[field]) === canonical(given[field]),
    )
  );
}

/** The fabrics the file updates, locked for the rest of the transaction (in id order: no deadlock). */
async function lockListed(tx: Tx, ids: number[]): Promise<Map<number, Current>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: fabrics.id,
      name: fabrics.name,
      description: fabrics.description,
      code: fabrics.code,
      card: fabrics.card,
      collectionId: fabrics.collectionId,
      passport: fabrics.passport,
    })
    .from(fabrics)
    .where(inArray(fabrics.id, ids))
    .orderBy(asc(fabrics.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, row]));
}

/** Which fabric holds each of these codes now. */
async function codeHolders(tx: Tx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ id: fabrics.id, code: fabrics.code })
    .from(fabrics)
    .where(inArray(fabrics.code, codes));
  return new Map(rows.map((row) => [row.code!, row.id]));
}

/** Adds what the database says to the report: ids that name no fabric, codes held outside the file. */
function checkAgainst(
  rows: CheckedRow[],
  current: Map<number, Current>,
  holders: Map<string, number>,
  report: ImportReport,
) {
  const updated = new Set(rows.map((row) => row.id).filter((id) => typeof id === "number"));
  for (const row of rows) {
    if (typeof row.id === "number" && !current.has(row.id)) report.add(row.row, "id", "not_found");
    const holder = row.code ? holders.get(row.code) : undefined;
    // A fabric the file updates gives its code up (or keeps it, and then two rows share it: a duplicate).
    if (holder !== undefined && holder !== row.id && !updated.has(holder))
      report.add(row.row, "code", "taken");
  }
}

/**
 * Each row's passport checked as `PUT /api/fabrics/:id/passport` checks it, against the row's
 * card (passport.ts), a GTIN also once in the file; the steps as stored (a facility's country)
 * put back into the row. A GTIN that another fabric of the file gives up in the same file is
 * still refused as taken: move it in two imports.
 */
async function checkPassports(tx: Tx, rows: CheckedRow[], report: ImportReport) {
  const gtins = new Set<string>();
  for (const { value } of rows) {
    if (!value?.passport) continue;
    const errors: Fields = {};
    const card = {
      composition: value.card.composition,
      colourways: value.card.colourways.map((c) => ({ ...c, photo_id: null })),
    };
    const steps = await checkPassport(tx, value.id ?? 0, value.passport, card, errors);
    value.passport.colourways.forEach((c, i) => {
      if (c.gtin !== null && gtins.has(c.gtin)) errors[`colourways.${i}.gtin`] ??= "duplicate";
      if (c.gtin !== null) gtins.add(c.gtin);
    });
    for (const [field, code] of Object.entries(errors)) report.add(value.row, passportColumn(field), code);
    value.passport = { ...value.passport, steps };
  }
}

/** Writes the checked rows; answers how many fabrics were added, changed and left as they were. */
export async function importFabrics(
  ctx: WriteContext,
  rows: CheckedRow[],
  report: ImportReport,
): Promise<FabricImportResult> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const ids = [...new Set(rows.map((row) => row.id).filter((id) => typeof id === "number"))];
      const codes = [...new Set(rows.map((row) => row.code).filter((code) => typeof code === "string"))];
      const current = await lockListed(tx, ids);
      checkAgainst(rows, current, await codeHolders(tx, codes), report);
      // A collection id must name a collection.
      const wanted = [
        ...new Set(rows.flatMap((row) => (row.value?.collectionId ? [row.value.collectionId] : []))),
      ];
      const known = await existingCollections(tx, wanted);
      for (const row of rows)
        if (row.value?.collectionId && !known.has(row.value.collectionId))
          report.add(row.row, "collection_id", "not_found");
      if (report.empty) await checkPassports(tx, rows, report);
      if (!report.empty) throw report.refusal();
      const valid = rows.map((row) => row.value!);

      const updates = valid.filter((row) => row.id !== null && !unchanged(current.get(row.id)!, row));
      // Codes may move between fabrics of the file: the old ones go first, so no two hold one midway.
      const moving = updates.filter((row) => {
        const code = current.get(row.id!)!.code;
        return code !== null && code !== (row.card.code || null);
      });
      if (moving.length > 0)
        await tx
          .update(fabrics)
          .set({ code: null })
          .where(
            inArray(
              fabrics.id,
              moving.map((row) => row.id!),
            ),
          );
      const changed: FabricEventRow[] = [];
      for (const row of updates) {
        const [updated] = await tx
          .update(fabrics)
          .set({
            name: row.name,
            description: row.description,
            ...fabricCardColumns(updatedCard(current.get(row.id!)!, row)),
            collectionId: row.collectionId,
            ...(row.passport ? { passport: row.passport } : {}),
            updatedAt: new Date(),
          })
          .where(eq(fabrics.id, row.id!))
          .returning(fabricEventColumns);
        changed.push(updated!);
        await logActivity(tx, ctx.actorId, "update", "fabric", row.id!, row.name.tr);
      }

      await queueWebhookEvents(tx, "fabric.updated", changed.map(fabricEvent));

      const creates = valid.filter((row) => row.id === null);
      for (let start = 0; start < creates.length; start += INSERT_BATCH) {
        const batch = creates.slice(start, start + INSERT_BATCH);
        const inserted = await tx
          .insert(fabrics)
          .values(
            batch.map((row) => ({
              name: row.name,
              description: row.description,
              collectionId: row.collectionId,
              ...fabricCardColumns(row.card),
              ...(row.passport ? { passport: row.passport } : {}),
            })),
          )
          .returning({ ...fabricEventColumns, name: fabrics.name });
        for (const fabric of inserted)
          await logActivity(tx, ctx.actorId, "create", "fabric", fabric.id, fabric.name.tr);
        await queueWebhookEvents(tx, "fabric.created", inserted.map(fabricEvent));
      }
      return {
        created: creates.length,
        updated: updates.length,
        unchanged: valid.length - creates.length - updates.length,
      };
    });
  } catch (error) {
    // Another admin saved one of the file's codes after the check: nothing of the file was kept.
    if (isUniqueViolation(error, "fabrics_code_uq"))
      throw conflict("An article code of the file was taken meanwhile; nothing was imported", {
        code: "taken",
      });
    throw error;
  }
}
