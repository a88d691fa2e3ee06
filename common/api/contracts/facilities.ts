/** The routes of /api/facilities (server/modules/facilities/routes.ts registers them). */
import { z } from "zod";
import { FACILITY_KINDS, FACILITY_OWNERSHIPS, type FacilityKind, ID_MAX } from "../../constants";
import { FACILITY_LIMITS, isCountryCode, OS_ID } from "../../facilities";
import { isGln } from "../../gs1";
import { defineContract } from "../contract";
import { adminCreate, adminDelete, adminUpdate } from "../contract-kinds";
import { FacilityDto } from "../facilities";
import { blankToNull, localizedShape, plainText } from "../input";
import { pageOf } from "../shared";

/** A refinement's own field error code (server/http/errors.ts reads it). */
const code = (name: string) => ({ params: { code: name } });
const isKind = (value: unknown): value is FacilityKind =>
  typeof value === "string" && (FACILITY_KINDS as readonly string[]).includes(value);

/** One or more of FACILITY_KINDS (each at most once); one code for the whole field. */
const kinds = z
  .array(z.unknown())
  .max(FACILITY_KINDS.length * 2)
  .refine((list) => list.length > 0, code("required"))
  .refine((list) => list.every(isKind), code("invalid"))
  .transform((list) => [...new Set(list as FacilityKind[])]);
/** Certificate ids (each must name a certificate: checked in the write's transaction). */
const certificateIds = z
  .array(z.unknown())
  .max(FACILITY_LIMITS.certificates)
  .refine((list) =>
    list.every((id) => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= ID_MAX),
  )
  .transform((list) => [...new Set(list as number[])]);
/** ISO 3166-1 alpha-2, upper case. */
const country = z.string().refine(isCountryCode);
/** 13 digits, the last the GS1 check digit; blank or null: none. */
const gln = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(/^[0-9]{13}$/)
    .refine(isGln, code("check_digit"))
    .nullable(),
);
/** An Open Supply Hub ID; blank or null: none. */
const osId = z.preprocess(blankToNull, z.string().trim().regex(OS_ID).nullable());

const fields = {
  name: plainText(FACILITY_LIMITS.name).min(1),
  kinds,
  ownership: z.enum(FACILITY_OWNERSHIPS),
  country,
  city: plainText(FACILITY_LIMITS.city).min(1),
  address: plainText(FACILITY_LIMITS.address).min(1),
};
const createBody = z.strictObject({
  ...fields,
  gln: gln.optional(),
  os_id: osId.optional(),
  certificate_ids: certificateIds.optional(),
  ...localizedShape("description", FACILITY_LIMITS.description, "required"),
});
const updateBody = z.strictObject({
  name: fields.name.optional(),
  kinds: kinds.optional(),
  ownership: fields.ownership.optional(),
  country: country.optional(),
  city: fields.city.optional(),
  address: fields.address.optional(),
  gln: gln.optional(),
  os_id: osId.optional(),
  certificate_ids: certificateIds.optional(),
  ...localizedShape("description", FACILITY_LIMITS.description, "keep"),
});

export const facilityContracts = {
  list: defineContract({
    method: "GET",
    url: "/facilities",
    summary:
      "Where the fabrics are made: the own plants and the partners, with their kinds of work and the certificates valid today (admins with ?lng=all: every text and certificate); a short list, no pages",
    cache: "public",
    lng: true,
    responses: { 200: pageOf(FacilityDto) },
  }),
  create: defineContract({
    ...adminCreate("/facilities", "Add a facility", createBody, FacilityDto),
    lng: true,
  }),
  update: defineContract({
    ...adminUpdate("/facilities/:id", "Edit a facility", updateBody, FacilityDto),
    lng: true,
  }),
  remove: defineContract(adminDelete("/facilities/:id", "Delete a facility")),
};
