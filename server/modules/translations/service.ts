/**
 * The translation workflow's reads and the marks of copied texts. A mark holds the text that was
 * copied; it applies while the field still holds exactly that text, so an edit anywhere (a form,
 * the CSV import, the API) ends it without each write path knowing about marks.
 */
import { and, eq } from "drizzle-orm";
import type { TranslationStatusDto } from "../../../common/api/translations";
import {
  isMissing,
  parseFieldKey,
  TRANSLATABLE,
  TRANSLATABLE_ENTITIES,
  TRANSLATION_LANGUAGES,
  type TranslatableEntity,
  type TranslationLang,
} from "../../../common/translations";
import type { Db } from "../../db/client";
import { translationReviews } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { type ContentRecord, readAllRecords, readRecord } from "./records";

type Mark = typeof translationReviews.$inferSelect;
type Item = TranslationStatusDto["items"][number];

const markKey = (entity: string, id: number, field: string, lng: string) => `${entity}:${id}:${field}:${lng}`;

/** Whether a mark still applies to the record's current text. */
const applies = (mark: Mark, record: ContentRecord) => {
  const text = record.texts[mark.field]?.[mark.lng as TranslationLang];
  return typeof text === "string" && text.trim() !== "" && text === mark.text;
};

/** How complete each language is, and every field missing or to review (records in id order). */
export async function translationStatus(db: Db): Promise<TranslationStatusDto> {
  const records = await readAllRecords(db);
  const marks = await db.select().from(translationReviews);
  const byKey = new Map(
    marks.map((mark) => [markKey(mark.entity, mark.recordId, mark.field, mark.lng), mark]),
  );
  const items: Item[] = [];
  const languages = TRANSLATION_LANGUAGES.map((lng) => {
    const entities = TRANSLATABLE_ENTITIES.map((entity) => ({ entity, total: 0, missing: 0, review: 0 }));
    for (const record of records) {
      const counts = entities.find((row) => row.entity === record.entity)!;
      for (const field of TRANSLATABLE[record.entity]) {
        const value = record.texts[field] ?? {};
        if (!value.tr?.trim()) continue;
        counts.total += 1;
        const mark = byKey.get(markKey(record.entity, record.id, field, lng));
        const state = isMissing(value, lng) ? "missing" : mark && applies(mark, record) ? "review" : null;
        if (!state) continue;
        counts[state] += 1;
        items.push({
          entity: record.entity,
          id: record.id,
          parent_id: record.parentId,
          label: record.label,
          field,
          lng,
          state,
        });
      }
    }
    const sum = (key: "total" | "missing" | "review") => entities.reduce((n, row) => n + row[key], 0);
    return { lng, total: sum("total"), missing: sum("missing"), review: sum("review"), entities };
  });
  return { languages, items };
}

async function existing(db: Db, entity: TranslatableEntity, id: number) {
  const record = await readRecord(db, entity, id);
  if (!record) throw notFound("Record");
  return record;
}

const fieldsOf = (marks: Mark[], record: ContentRecord) =>
  marks
    .filter((mark) => applies(mark, record))
    .map((mark) => `${mark.field}_${mark.lng}`)
    .sort();

/** The fields of one record that hold a copy to review (`name_en`, …). */
export async function reviewsOf(db: Db, entity: TranslatableEntity, id: number) {
  const record = await existing(db, entity, id);
  const marks = await db
    .select()
    .from(translationReviews)
    .where(and(eq(translationReviews.entity, entity), eq(translationReviews.recordId, id)));
  return { fields: fieldsOf(marks, record) };
}

/**
 * Sets which fields of one record hold a copy to review, as the admin's form saved them: each
 * listed field is marked with its current text (an empty one is skipped), every other mark of the
 * record goes. A key that is not a translated field of the entity is a 400 naming it.
 */
export async function setReviews(db: Db, entity: TranslatableEntity, id: number, keys: string[]) {
  const wanted = new Map<string, { field: string; lng: TranslationLang }>();
  const wrong: Record<string, "invalid"> = {};
  for (const key of keys) {
    const parsed = parseFieldKey(entity, key);
    if (parsed) wanted.set(key, parsed);
    else wrong[key] = "invalid";
  }
  if (Object.keys(wrong).length > 0) throw badRequest("Not a translated field", wrong);
  return db.transaction(async (tx) => {
    const record = await readRecord(tx, entity, id);
    if (!record) throw notFound("Record");
    const where = and(eq(translationReviews.entity, entity), eq(translationReviews.recordId, id));
    await tx.delete(translationReviews).where(where);
    const rows = [...wanted.values()]
      .map(({ field, lng }) => ({ entity, recordId: id, field, lng, text: record.texts[field]?.[lng] ?? "" }))
      .filter((row) => row.text.trim() !== "");
    if (rows.length > 0) await tx.insert(translationReviews).values(rows);
    return { fields: rows.map((row) => `${row.field}_${row.lng}`).sort() };
  });
}
