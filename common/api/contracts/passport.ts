/**
 * A fabric's passport (common/passport.ts): `PUT /api/fabrics/:id/passport` replaces it whole
 * (decision 0024). The shapes are checked here; what needs the database (the composition, the
 * facilities' kinds, the certificates, a GTIN used elsewhere) in its transaction,
 * server/modules/fabrics/passport.ts.
 */
import { z } from "zod";
import { FABRIC_CARD_LIMITS, FIBERS, isRowId } from "../../constants";
import { today } from "../../dates";
import { isCountryCode } from "../../facilities";
import { gtin14, isGs1Number } from "../../gs1";
import {
  CARE,
  DYEING_PROCESSES,
  HS_CODE,
  PASSPORT_LIMITS as L,
  PASSPORT_PARTS,
  PASSPORT_STEPS,
  RECYCLED_SOURCES,
  TEST_PROPERTIES,
} from "../../passport";
import { MAX_CERTIFICATE_BYTES } from "../../constants";
import { defineContract, fileAnswer, multipart } from "../contract";
import { adminCreate, adminUpdate } from "../contract-kinds";
import { idParam, idParams } from "../params";
import { FabricPassportDto } from "../fabrics";
import { dataOf } from "../shared";
import { plainText } from "../input";

/** A refinement's own field error code (server/http/errors.ts reads it). */
const code = (name: string) => ({ params: { code: name } });
const rowId = z.number().int().refine(isRowId);
const country = z.string().refine(isCountryCode);
const text = (max: number) => plainText(max).min(1);
const day = z.iso.date().refine((value) => value <= today(), code("in_future"));

const fibre = z.strictObject({
  fiber: z.enum(FIBERS),
  origin_country: country.nullable().default(null),
  recycled_percent: z.number().int().min(0).max(100).nullable().default(null),
  recycled_source: z.enum(RECYCLED_SOURCES).nullable().default(null),
  /** The certificate that covers the claim (its origin, its recycled share). */
  certificate_id: rowId.nullable().default(null),
});

/** A step made at a facility (its country follows the facility's), or only in a country. */
const step = z.strictObject({
  step: z.enum(PASSPORT_STEPS),
  facility_id: rowId.nullable().default(null),
  country: country.nullable().default(null),
});

const care = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values).nullable().default(null);
const careShape = {
  wash: care(CARE.wash),
  bleach: care(CARE.bleach),
  tumble_dry: care(CARE.tumble_dry),
  iron: care(CARE.iron),
  professional: care(CARE.professional),
};

const testResult = z.strictObject({
  property: z.enum(TEST_PROPERTIES),
  /** The standard followed, e.g. "ISO 105-C06". */
  method: text(L.testText),
  result: text(L.testText),
  /** A unit (%, N) or "grade". */
  unit: text(L.testText),
  tested_on: day,
  lab: text(L.testText),
  /**
   * The laboratory's report (one uploaded to `POST /api/fabrics/:id/reports`, of this fabric;
   * several results may share one): `public`, visitors may open it; else it is "on request".
   */
  report: z.strictObject({ id: rowId, public: z.boolean() }).nullable().default(null),
});

const substances = z.strictObject({
  /** The last check against the REACH candidate list (SVHC). */
  checked_on: day.nullable().default(null),
  /** Substances of very high concern found above 0.1 % w/w; empty: none. */
  svhc_above_threshold: z.array(text(L.substance)).max(L.substances).default([]),
  /** The restricted-substances list it conforms to, e.g. "ZDHC MRSL 3.1". */
  rsl: text(L.rsl).nullable().default(null),
});

/** A GTIN: 8, 12, 13 or 14 digits, kept as 14; the GS1 check digit verified. */
const gtin = z
  .string()
  .trim()
  .refine((value) => gtin14(value) !== null)
  .transform((value) => gtin14(value)!)
  .refine((value) => isGs1Number(value, 14), code("check_digit"));

const colourway = z.strictObject({
  ref: z.string().trim().min(1).max(FABRIC_CARD_LIMITS.colourwayRef),
  gtin: gtin.nullable().default(null),
});

const distinct =
  <T>(key: (item: T) => string) =>
  (list: T[]) =>
    new Set(list.map(key)).size === list.length;

export const passportBody = z.strictObject({
  hs_code: z.string().trim().regex(HS_CODE).nullable().default(null),
  dyeing_process: z.enum(DYEING_PROCESSES).nullable().default(null),
  /** One per composition line at most, each fibre once. */
  fibres: z
    .array(fibre)
    .max(FABRIC_CARD_LIMITS.fibers)
    .refine(
      distinct((f: { fiber: string }) => f.fiber),
      code("duplicate"),
    )
    .default([]),
  /** Each step once; kept in the making's order. */
  steps: z
    .array(step)
    .max(PASSPORT_STEPS.length)
    .refine(
      distinct((s: { step: string }) => s.step),
      code("duplicate"),
    )
    .transform((list) =>
      [...list].sort((a, b) => PASSPORT_STEPS.indexOf(a.step) - PASSPORT_STEPS.indexOf(b.step)),
    )
    .default([]),
  care: z.strictObject(careShape).default({
    wash: null,
    bleach: null,
    tumble_dry: null,
    iron: null,
    professional: null,
  }),
  tests: z.array(testResult).max(L.tests).default([]),
  substances: substances.default({ checked_on: null, svhc_above_threshold: [], rsl: null }),
  /** The colourways' GTINs by the card's references. */
  colourways: z
    .array(colourway)
    .max(FABRIC_CARD_LIMITS.colourways)
    .refine(
      distinct((c: { ref: string }) => c.ref.toLowerCase()),
      code("duplicate"),
    )
    .default([]),
});
export type PassportBody = z.output<typeof passportBody>;

/** How complete one fabric's passport is (the admin's list and its "incomplete" filter). */
export const PassportStatusDto = z.strictObject({
  fabric_id: z.number().int(),
  /** 0–100: the share of PASSPORT_PARTS that are filled. */
  completeness: z.number().int().min(0).max(100),
  missing: z.array(z.enum(PASSPORT_PARTS)),
});
export type PassportStatusDto = z.infer<typeof PassportStatusDto>;

/** A lab report just uploaded: the test rows of the passport name it by `id`. */
export const FabricReportDto = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  mime_type: z.enum(["application/pdf", "image/jpeg", "image/png"]),
  bytes: z.number().int(),
  url: z.string(),
});
export type FabricReportDto = z.infer<typeof FabricReportDto>;

const reportForm = multipart({ fields: z.object({}), files: ["file"], requiredFile: "file" });

export const passportContracts = {
  status: defineContract({
    method: "GET",
    url: "/fabric-passports",
    summary:
      "How complete each fabric's passport is (every fabric, newest first); `incomplete=true`: only those below 100 %",
    admin: true,
    scope: "catalogue:read",
    query: z.object({
      incomplete: z
        .enum(["true", "false"])
        .optional()
        .describe("true: only the fabrics whose passport misses a part"),
    }),
    responses: { 200: dataOf(z.array(PassportStatusDto)) },
  }),
  update: defineContract({
    ...adminUpdate(
      "/fabrics/:id/passport",
      "Replace a fabric's passport (origins, steps, care, tests, substances, GTINs); a refused one changes nothing",
      passportBody,
      FabricPassportDto,
    ),
  }),
  addReport: defineContract({
    ...adminCreate(
      "/fabrics/:id/reports",
      `Upload a lab report of the fabric (PDF, JPEG or PNG ≤ ${MAX_CERTIFICATE_BYTES / 1024 / 1024} MiB); ` +
        "a test result of the passport names it by id; one no passport names goes within a day",
      reportForm,
      FabricReportDto,
    ),
    params: idParams,
  }),
  report: defineContract({
    method: "GET",
    url: "/fabrics/:id/reports/:reportId",
    summary:
      "A lab report's file: visitors reach it when a test result of the fabric's passport shows it as public; " +
      "staff reach every report of the fabric",
    params: z.object({ id: idParam, reportId: idParam }),
    responses: { 200: fileAnswer(["application/pdf", "image/jpeg", "image/png"]) },
  }),
  /** Decision 0025: the passport as linked data, its context served beside it. */
  jsonld: defineContract({
    method: "GET",
    url: "/fabrics/:id/passport.jsonld",
    summary:
      "A fabric's passport as JSON-LD (application/ld+json): schema.org Product with its colourways as variants " +
      "(GTINs), GS1 textile materials, UNTP provenance, steps and facilities, care, tests, substances, completeness; " +
      "the texts in the language asked",
    cache: "public",
    params: idParams,
    lng: true,
    responses: { 200: fileAnswer(["application/ld+json; charset=utf-8"]) },
  }),
  /** Every article's passport as CSV (docs/passport.md, "The passport as CSV"). */
  csv: defineContract({
    method: "GET",
    url: "/exports/passport.csv",
    summary:
      "Every article's passport as CSV (UTF-8 with BOM): one row per article and colourway (GTIN), the fibres in six " +
      "slots (fibre, percent, origin, recycled share and source, certificate), each step's country and facility, " +
      "care codes and texts, tests, substances, completeness; the names in the language asked",
    cache: "public",
    lng: true,
    responses: { 200: fileAnswer(["text/csv; charset=utf-8"]) },
  }),
  context: defineContract({
    method: "GET",
    url: "/contexts/passport.jsonld",
    summary:
      "The JSON-LD context of the passports (application/ld+json), so that no other address is needed to expand one",
    cache: "public",
    responses: { 200: fileAnswer(["application/ld+json; charset=utf-8"]) },
  }),
};
