/** The admin's translation workflow: how complete each language is, and what is missing or to review. */
import { z } from "zod";
import { TRANSLATABLE_ENTITIES, TRANSLATION_LANGUAGES } from "../translations";

const Entity = z.enum(TRANSLATABLE_ENTITIES);
const Lng = z.enum(TRANSLATION_LANGUAGES);
const Count = z.number().int();

/** Localized fields with a Turkish text (total), and how many lack the language or hold a copy to review. */
const Counts = { total: Count, missing: Count, review: Count };

export const TranslationStatusDto = z.strictObject({
  languages: z.array(
    z.strictObject({
      lng: Lng,
      ...Counts,
      entities: z.array(z.strictObject({ entity: Entity, ...Counts })),
    }),
  ),
  /** Each field that lacks a language, or holds a copy not yet saved by hand, by record. */
  items: z.array(
    z.strictObject({
      entity: Entity,
      id: z.number().int(),
      /** The country of a fair, the fair of a photo (their admin screens are under it); null otherwise. */
      parent_id: z.number().int().nullable(),
      /** The record as staff know it (its Turkish name, a certificate's standard and number). */
      label: z.string(),
      field: z.string(),
      lng: Lng,
      state: z.enum(["missing", "review"]),
    }),
  ),
});
export type TranslationStatusDto = z.infer<typeof TranslationStatusDto>;

/** The fields of one record that hold a copy to review, as `name_en`, `description_de`, … */
export const TranslationReviewDto = z.strictObject({ fields: z.array(z.string()) });
export type TranslationReviewDto = z.infer<typeof TranslationReviewDto>;
