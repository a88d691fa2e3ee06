/** The zod side of common/content-transfer.ts: the answers of the content routes and the envelope's problems. */
import { z } from "zod";
import { CONTENT_ENTITIES, CONTENT_PROBLEM_CODES, type ContentEntity } from "../content-transfer";

export const ContentProblemDto = z.strictObject({
  file: z.string(),
  where: z.string(),
  code: z.enum(CONTENT_PROBLEM_CODES),
});

const counts = z.strictObject(
  Object.fromEntries(CONTENT_ENTITIES.map((e) => [e, z.number().int()])) as Record<
    ContentEntity,
    z.ZodNumber
  >,
);

/** `GET /api/imports/content`: whether the site holds content (an import needs an empty one). */
export const ContentStatusDto = z.strictObject({ empty: z.boolean(), counts });
export type ContentStatusDto = z.infer<typeof ContentStatusDto>;

/** `POST /api/imports/content`: the rows and files written. */
export const ContentImportDto = z.strictObject({ counts, files: z.number().int() });
export type ContentImportDto = z.infer<typeof ContentImportDto>;
