/** The admin's routes of /api/certificates (server/modules/certificates/routes.ts registers them). */
import { z } from "zod";
import { CertificateDto } from "../certificates";
import { CERTIFICATE_STANDARDS, TEXT_LIMITS } from "../../constants";
import { defineContract, multipart } from "../contract";
import { adminCreate, adminDelete, adminUpdate } from "../contract-kinds";
import { localizedShape, plainText } from "../input";
import { pageOf } from "../shared";

const NUMBER_MAX = 100;
/** A certificate covers at most this many fabrics (a mill's whole catalogue, with room). */
const FABRICS_MAX = 2_000;

const day = z.iso.date();
/** Fabric ids, comma-separated ("" = none). */
const fabricIds = z
  .string()
  .trim()
  .regex(/^(\d{1,9}(,\d{1,9})*)?$/)
  .transform((value) => [...new Set(value ? value.split(",").map(Number) : [])])
  .refine((ids) => ids.length <= FABRICS_MAX && ids.every((id) => id >= 1));

const fields = {
  standard: z.enum(CERTIFICATE_STANDARDS),
  number: plainText(NUMBER_MAX).min(1),
  issuer: plainText(TEXT_LIMITS.name).min(1),
  valid_from: day,
  valid_until: day,
  fabric_ids: fabricIds,
};

const createForm = multipart({
  fields: z.object({
    ...fields,
    fabric_ids: fabricIds.optional(),
    ...localizedShape("scope", TEXT_LIMITS.description, "required"),
  }),
  files: ["file"],
});
const updateForm = multipart({
  fields: z.object({
    ...Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])),
    ...localizedShape("scope", TEXT_LIMITS.description, "keep"),
  }) as z.ZodObject<{
    standard: z.ZodOptional<(typeof fields)["standard"]>;
    number: z.ZodOptional<z.ZodString>;
    issuer: z.ZodOptional<z.ZodString>;
    valid_from: z.ZodOptional<typeof day>;
    valid_until: z.ZodOptional<typeof day>;
    fabric_ids: z.ZodOptional<typeof fabricIds>;
  }>,
  files: ["file"],
});

export const certificateContracts = {
  list: defineContract({
    method: "GET",
    url: "/certificates",
    summary:
      "Certificates valid today (admins with ?lng=all: every one, expired included); a short list, no pages",
    cache: "public",
    lng: true,
    responses: { 200: pageOf(CertificateDto) },
    scope: "catalogue:read",
  }),
  create: defineContract(
    adminCreate(
      "/certificates",
      "Add a certificate (scan optional: PDF, JPEG or PNG ≤ 10 MiB)",
      createForm,
      CertificateDto,
    ),
  ),
  update: defineContract(
    adminUpdate("/certificates/:id", "Edit a certificate (a new scan replaces the old one)", updateForm, CertificateDto),
  ),
  remove: defineContract(adminDelete("/certificates/:id", "Delete a certificate and its scan")),
};
