import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { FacilityDto } from "../../../common/api/facilities";
import { pageOf } from "../../../common/api/shared";
import {
  FACILITY_KINDS,
  FACILITY_OWNERSHIPS,
  type FacilityKind,
  ID_MAX,
} from "../../../common/constants";
import { FACILITY_LIMITS, isCountryCode, OS_ID } from "../../../common/facilities";
import { isGln } from "../../../common/gs1";
import { adminCreate, adminDelete, adminUpdate, publicItem } from "../../http/contracts";
import { found } from "../../http/errors";
import { blankToNull, localizedFrom, localizedShape, plainText, readLocalizedPatch } from "../../http/input";
import { route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import {
  createFacility,
  deleteFacility,
  getPublicFacility,
  listPublicFacilities,
  readFacilityNow,
  updateFacility,
} from "./service";

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
  .refine((list) => list.every((id) => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= ID_MAX))
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

export async function facilityRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/facilities",
      summary:
        "Where the fabrics are made: the own plants and the partners, with their kinds of work and the certificates valid today (admins with ?lng=all: every text and certificate); a short list, no pages",
      cache: "public",
      lng: true,
      responses: { 200: pageOf(FacilityDto) },
    },
    async ({ lng }) => {
      const data = await listPublicFacilities(app.ctx, lng);
      return { data, meta: { page: 1, page_size: Math.max(1, data.length), total: data.length, pages: 1 } };
    },
  );

  route(app, publicItem("/facilities/:id", "A facility", FacilityDto), async ({ params, lng }) => ({
    data: found(await getPublicFacility(app.ctx, params.id, lng), "Facility"),
  }));

  route(
    app,
    { ...adminCreate("/facilities", "Add a facility", createBody, FacilityDto), lng: true },
    async ({ body }, request) => {
      const id = await createFacility(writeContext(request), {
        name: body.name,
        kinds: body.kinds,
        ownership: body.ownership,
        country: body.country,
        city: body.city,
        address: body.address,
        gln: body.gln ?? null,
        osId: body.os_id ?? null,
        description: localizedFrom(readLocalizedPatch(body, "description")),
        certificateIds: body.certificate_ids ?? [],
      });
      return { data: found(await readFacilityNow(app.ctx.db, id), "Facility") };
    },
  );

  route(
    app,
    { ...adminUpdate("/facilities/:id", "Edit a facility", updateBody, FacilityDto), lng: true },
    async ({ params: { id }, body }, request) => {
      await updateFacility(writeContext(request), id, {
        name: body.name,
        kinds: body.kinds,
        ownership: body.ownership,
        country: body.country,
        city: body.city,
        address: body.address,
        gln: body.gln,
        osId: body.os_id,
        certificateIds: body.certificate_ids,
        description: readLocalizedPatch(body, "description"),
      });
      return { data: found(await readFacilityNow(app.ctx.db, id), "Facility") };
    },
  );

  route(app, adminDelete("/facilities/:id", "Delete a facility"), async ({ params }, request) => {
    await deleteFacility(writeContext(request), params.id);
  });
}
