/**
 * Where the fabrics are made (/traceability): the company's own plants and its partners', each
 * with its kinds of work, its place, its identifiers (GLN, OS ID) and the certificates it holds.
 * A short list, read whole and held in memory between admin changes; visitors see only the
 * certificates valid today (a deleted certificate leaves the link by the foreign key's cascade).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { CertificateRef } from "../../../common/api/certificates";
import type { FacilityDto } from "../../../common/api/facilities";
import {
  type CertificateStandard,
  FACILITY_KINDS,
  type FacilityKind,
  type FacilityOwnership,
  type Localized,
} from "../../../common/constants";
import type { Db, Tx } from "../../db/client";
import { inTurn } from "../../db/in-turn";
import { certificates, facilities, facilityCertificates } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { badRequest, notFound } from "../../http/errors";
import { applyLocalizedPatch, type LocalizedPatch } from "../../http/input";
import { localize } from "../../http/lang";
import type { ReadLang, WriteContext } from "../../http/write-context";
import { logActivity } from "../activity";
import { toCertificateRef, visibleCertificates } from "../certificates";
import { forgetFacility } from "../fabrics";

export type { FacilityDto };

type PublicReadContext = Pick<AppContext, "db" | "publicData">;
type FacilityRow = typeof facilities.$inferSelect & { certificateIds: number[] };

/** The kinds in the order of the making, whatever order they were given in. */
export const inMakingOrder = (kinds: readonly string[]) =>
  FACILITY_KINDS.filter((kind) => kinds.includes(kind));

/** Every facility with its certificates' ids: own plants first, then by name. */
async function loadFacilities(db: Tx, id?: number): Promise<FacilityRow[]> {
  const [rows, links] = await inTurn([
    db
      .select()
      .from(facilities)
      .where(id === undefined ? undefined : eq(facilities.id, id))
      .orderBy(asc(facilities.ownership), asc(facilities.name), asc(facilities.id)),
    db
      .select()
      .from(facilityCertificates)
      .where(id === undefined ? undefined : eq(facilityCertificates.facilityId, id))
      .orderBy(asc(facilityCertificates.certificateId)),
  ]);
  const certificatesOf = new Map<number, number[]>();
  for (const link of links) {
    const list = certificatesOf.get(link.facilityId);
    if (list) list.push(link.certificateId);
    else certificatesOf.set(link.facilityId, [link.certificateId]);
  }
  return rows.map((row) => ({ ...row, certificateIds: certificatesOf.get(row.id) ?? [] }));
}

function toFacilityDto(row: FacilityRow, lng: ReadLang, known: Map<number, CertificateRef>): FacilityDto {
  return {
    id: row.id,
    name: row.name,
    kinds: inMakingOrder(row.kinds),
    ownership: row.ownership as FacilityOwnership,
    country: row.country,
    city: row.city,
    address: row.address,
    gln: row.gln,
    os_id: row.osId,
    description: localize(row.description, lng),
    certificates: row.certificateIds.flatMap((id) => {
      const certificate = known.get(id);
      return certificate ? [certificate] : [];
    }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The facilities as visitors see them (admins with `lng=all`: every certificate, expired included). */
export async function listPublicFacilities(ctx: PublicReadContext, lng: ReadLang): Promise<FacilityDto[]> {
  const [rows, shown] = await Promise.all([
    ctx.publicData.read("facilities", () => loadFacilities(ctx.db)),
    visibleCertificates(ctx, lng),
  ]);
  const known = new Map(shown.map((c) => [c.id, toCertificateRef(c)]));
  return rows.map((row) => toFacilityDto(row, lng, known));
}

export async function getPublicFacility(ctx: PublicReadContext, id: number, lng: ReadLang) {
  return (await listPublicFacilities(ctx, lng)).find((facility) => facility.id === id) ?? null;
}

/** One facility read from the database now (an admin write's answer), every certificate named. */
export async function readFacilityNow(db: Tx, id: number): Promise<FacilityDto | null> {
  const [row] = await loadFacilities(db, id);
  if (!row) return null;
  const linked = row.certificateIds.length
    ? await db
        .select({
          id: certificates.id,
          standard: certificates.standard,
          number: certificates.number,
          valid_until: certificates.validUntil,
        })
        .from(certificates)
        .where(inArray(certificates.id, row.certificateIds))
    : [];
  const known = new Map(linked.map((c) => [c.id, { ...c, standard: c.standard as CertificateStandard }]));
  return toFacilityDto(row, "all", known);
}

export type FacilityInput = {
  name: string;
  kinds: FacilityKind[];
  ownership: FacilityOwnership;
  country: string;
  city: string;
  address: string;
  gln: string | null;
  osId: string | null;
  description: Localized;
  certificateIds: number[];
};

export type FacilityPatch = Partial<Omit<FacilityInput, "description">> & { description: LocalizedPatch };

/**
 * Replaces the facility's certificates. Each id must name a certificate: they are locked (FOR KEY
 * SHARE: none can be deleted before the commit), and one that names none is a 400 on
 * `certificate_ids` that rolls the whole write back.
 */
async function setCertificates(tx: Tx, facilityId: number, certificateIds: number[]) {
  if (certificateIds.length > 0) {
    const rows = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(inArray(certificates.id, certificateIds))
      .for("key share");
    if (rows.length !== certificateIds.length)
      throw badRequest("Invalid input", { certificate_ids: "not_found" });
  }
  await tx.delete(facilityCertificates).where(eq(facilityCertificates.facilityId, facilityId));
  if (certificateIds.length > 0)
    await tx
      .insert(facilityCertificates)
      .values(certificateIds.map((certificateId) => ({ facilityId, certificateId })));
}

export async function createFacility(ctx: WriteContext, input: FacilityInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const { certificateIds, ...columns } = input;
    const [row] = await tx
      .insert(facilities)
      .values({ ...columns, kinds: inMakingOrder(columns.kinds) })
      .returning({ id: facilities.id });
    await setCertificates(tx, row!.id, certificateIds);
    await logActivity(tx, ctx.actorId, "create", "facility", row!.id, input.name);
    return row!.id;
  });
}

async function lockFacility(tx: Tx, id: number) {
  const [row] = await tx.select().from(facilities).where(eq(facilities.id, id)).for("update");
  if (!row) throw notFound("Facility");
  return row;
}

export async function updateFacility(ctx: WriteContext, id: number, patch: FacilityPatch) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockFacility(tx, id);
    const { certificateIds, description, kinds, ...columns } = patch;
    const defined = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
    await tx
      .update(facilities)
      .set({
        ...defined,
        ...(kinds ? { kinds: inMakingOrder(kinds) } : {}),
        description: applyLocalizedPatch(current.description, description),
        updatedAt: new Date(),
      })
      .where(eq(facilities.id, id));
    if (certificateIds) await setCertificates(tx, id, certificateIds);
    await logActivity(tx, ctx.actorId, "update", "facility", id, patch.name ?? current.name);
  });
}

/** Deletes the facility; the passports' steps made there keep their country (forgetFacility). */
export async function deleteFacility(ctx: WriteContext, id: number) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockFacility(tx, id);
    await forgetFacility(tx, id);
    await tx.delete(facilities).where(eq(facilities.id, id));
    await logActivity(tx, ctx.actorId, "delete", "facility", id, current.name);
  });
}

/** The latest change of the facilities (the sitemap's one /traceability entry). */
export async function facilityEntities(db: Db) {
  return db
    .select({ id: facilities.id, updatedAt: facilities.updatedAt })
    .from(facilities)
    .orderBy(asc(facilities.id));
}
