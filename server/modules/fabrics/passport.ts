/**
 * A fabric's passport (decision 0024): stored whole in `fabrics.passport`, replaced whole by
 * `PUT /api/fabrics/:id/passport`. What the body's schema cannot know is checked here in the
 * write's transaction, every refusal a 400 naming its field and nothing written: a fibre the
 * composition lacks, a recycled share above the fibre's, an unknown certificate or facility, a
 * facility that does not do the step, a colourway the card lacks, a GTIN another fabric has.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { PassportBody } from "../../../common/api/contracts/passport";
import type { FabricDto, FabricItemDto, FabricPassportDto } from "../../../common/api/fabrics";
import type { FieldErrorCode } from "../../../common/api/errors";
import { completeness, missingParts } from "../../../common/passport";
import { ADVISORY_LOCK } from "../../db/advisory";
import type { Tx } from "../../db/client";
import { certificates, fabrics, facilities } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { WriteContext } from "../../http/write-context";
import { logActivity } from "../activity";
import { EMPTY_PASSPORT } from "./csv-passport";
import { dropReports, reportIds, reportsOf, reportUrl } from "./reports";
import { fabricChanged } from "./webhook-events";

export type Fields = Record<string, FieldErrorCode>;
/** What of the card the checks read (the card as stored; none yet: empty). */
export type Card = Pick<FabricDto, "composition" | "colourways">;
type FacilityRef = { id: number; name: string; city: string; country: string; kinds: string[] };

/** The facilities among `ids` (locked FOR KEY SHARE in a write: none goes before the commit). */
async function facilitiesOf(tx: Tx, ids: number[], lock: boolean): Promise<Map<number, FacilityRef>> {
  if (ids.length === 0) return new Map();
  const query = tx
    .select({
      id: facilities.id,
      name: facilities.name,
      city: facilities.city,
      country: facilities.country,
      kinds: facilities.kinds,
    })
    .from(facilities)
    .where(inArray(facilities.id, ids));
  const rows = lock ? await query.for("key share") : await query;
  return new Map(rows.map((row) => [row.id, row]));
}

/** The certificates among `ids`, locked as the facilities are. */
async function certificatesOf(tx: Tx, ids: number[], lock: boolean): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const query = tx.select({ id: certificates.id }).from(certificates).where(inArray(certificates.id, ids));
  const rows = lock ? await query.for("key share") : await query;
  return new Set(rows.map((row) => row.id));
}

const ids = (list: { id: number | null }[]) => [
  ...new Set(list.flatMap((item) => (item.id === null ? [] : [item.id]))),
];

/** What the checks know of a facility and of the certificates: from the database, or from an archive's rows. */
export type PassportRecords = {
  facilities: Map<number, Pick<FacilityRef, "kinds" | "country">>;
  certificates: Set<number>;
  /** The lab reports uploaded for this fabric. */
  reports: Set<number>;
};

/**
 * The checks that need the fabric and the other records, without the database: a fibre the
 * composition lacks, a recycled share above the fibre's or without its source, an unknown
 * certificate or facility, a facility that does not do the step, a step without a country, a
 * colourway the card lacks, a GTIN twice, a lab report not of this fabric. Answers the steps as
 * stored (a facility's country).
 */
export function passportErrors(body: PassportBody, card: Card, records: PassportRecords, errors: Fields) {
  body.fibres.forEach((fibre, i) => {
    const line = card.composition.find((share) => share.fiber === fibre.fiber);
    if (!line) errors[`fibres.${i}.fiber`] = "not_in_composition";
    else if ((fibre.recycled_percent ?? 0) > line.percent)
      errors[`fibres.${i}.recycled_percent`] = "above_share";
    if ((fibre.recycled_percent ?? 0) > 0 && fibre.recycled_source === null)
      errors[`fibres.${i}.recycled_source`] = "required";
    if (fibre.certificate_id !== null && !records.certificates.has(fibre.certificate_id))
      errors[`fibres.${i}.certificate_id`] = "not_found";
  });
  const steps = body.steps.map((step, i) => {
    if (step.facility_id === null) {
      if (step.country === null) errors[`steps.${i}.country`] = "required";
      return step;
    }
    const facility = records.facilities.get(step.facility_id);
    if (!facility) errors[`steps.${i}.facility_id`] = "not_found";
    else if (!facility.kinds.includes(step.step)) errors[`steps.${i}.facility_id`] = "wrong_step";
    return { ...step, country: facility?.country ?? step.country };
  });
  body.tests.forEach((test, i) => {
    if (test.report !== null && !records.reports.has(test.report.id))
      errors[`tests.${i}.report`] = "not_found";
  });
  const refs = new Set(card.colourways.map((c) => c.ref.toLowerCase()));
  const seen = new Set<string>();
  body.colourways.forEach((colourway, i) => {
    if (!refs.has(colourway.ref.toLowerCase())) errors[`colourways.${i}.ref`] = "not_found";
    if (colourway.gtin === null) return;
    if (seen.has(colourway.gtin)) errors[`colourways.${i}.gtin`] = "duplicate";
    seen.add(colourway.gtin);
  });
  return steps;
}

/** The checks of passportErrors against the database (the records locked), and the GTINs' against the other fabrics. */
export async function checkPassport(
  tx: Tx,
  fabricId: number,
  body: PassportBody,
  card: Card,
  errors: Fields,
) {
  const records: PassportRecords = {
    certificates: await certificatesOf(tx, ids(body.fibres.map((f) => ({ id: f.certificate_id }))), true),
    facilities: await facilitiesOf(tx, ids(body.steps.map((s) => ({ id: s.facility_id }))), true),
    reports: new Set((await reportsOf(tx, fabricId)).map((report) => report.id)),
  };
  const steps = passportErrors(body, card, records, errors);
  await checkGtins(tx, fabricId, body, errors);
  return steps;
}

/**
 * Each GTIN once in the catalogue. The GTINs' writers take turns (a transaction lock), so two
 * fabrics cannot take the same one at the same time.
 */
async function checkGtins(tx: Tx, fabricId: number, body: PassportBody, errors: Fields) {
  const seen = new Set(body.colourways.flatMap((c) => (c.gtin === null ? [] : [c.gtin])));
  if (seen.size === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK.gtins})`);
  const result = (await tx.execute(sql`
    select distinct g.value->>'gtin' as gtin
      from ${fabrics} f, jsonb_array_elements(coalesce(f.passport->'colourways', '[]')) g
     where f.id <> ${fabricId} and g.value->>'gtin' in (${sql.join(
       [...seen].map((gtin) => sql`${gtin}`),
       sql`, `,
     )})`)) as unknown as {
    rows: { gtin: string }[];
  };
  const taken = new Set(result.rows.map((row) => row.gtin));
  body.colourways.forEach((colourway, i) => {
    if (colourway.gtin !== null && taken.has(colourway.gtin)) errors[`colourways.${i}.gtin`] = "taken";
  });
}

/**
 * Checks the passport against the fabric and the other records and stores it, or changes nothing.
 * Answers the storage keys of the lab reports the stored passport named and this one no longer
 * does: their rows are gone, their files go once committed.
 */
export async function savePassport(
  ctx: WriteContext,
  fabricId: number,
  body: PassportBody,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: fabrics.name, card: fabrics.card, passport: fabrics.passport })
      .from(fabrics)
      .where(eq(fabrics.id, fabricId))
      .for("update");
    if (!current) throw notFound("Fabric");
    const card: Card = {
      composition: current.card?.composition ?? [],
      colourways: current.card?.colourways ?? [],
    };
    const errors: Fields = {};
    const steps = await checkPassport(tx, fabricId, body, card, errors);
    if (Object.keys(errors).length > 0) throw badRequest("Invalid input", errors);
    await tx
      .update(fabrics)
      .set({ passport: { ...body, steps }, updatedAt: new Date() })
      .where(eq(fabrics.id, fabricId));
    await fabricChanged(tx, "fabric.updated", fabricId);
    await logActivity(tx, ctx.actorId, "update", "fabric", fabricId, current.name.tr);
    const kept = new Set(reportIds(body));
    return dropReports(
      tx,
      reportIds(current.passport).filter((id) => !kept.has(id)),
    );
  });
}

const EMPTY = EMPTY_PASSPORT;

/**
 * A fabric's answer with its passport: one fibre per composition line, each step's facility as
 * it is now (null when not disclosed or deleted), a certificate only while it exists, each
 * colourway's GTIN.
 */
export async function withPassport(db: Tx, fabric: FabricDto): Promise<FabricItemDto> {
  const [row] = await db
    .select({ passport: fabrics.passport })
    .from(fabrics)
    .where(eq(fabrics.id, fabric.id));
  return (await passportsOf(db, [row?.passport ?? null]))(fabric, row?.passport ?? null);
}

/**
 * What makes the answers of many fabrics' passports from their stored passports with three
 * queries in all (the catalogue feed): the facilities and certificates they name, read once.
 */
export async function passportsOf(db: Tx, stored: (PassportBody | null)[]) {
  const all = stored.map((one) => one ?? EMPTY);
  const [known, certified] = await Promise.all([
    facilitiesOf(db, ids(all.flatMap((one) => one.steps.map((s) => ({ id: s.facility_id })))), false),
    certificatesOf(db, ids(all.flatMap((one) => one.fibres.map((f) => ({ id: f.certificate_id })))), false),
  ]);
  return (fabric: FabricDto, passport: PassportBody | null) =>
    passportFrom(fabric, passport ?? EMPTY, known, certified);
}

/**
 * Every fabric's answer with its passport, reading the passports, facilities and certificates
 * once (the passport's CSV): `list` in the order wanted.
 */
export async function withPassports(db: Tx, list: FabricDto[]): Promise<FabricItemDto[]> {
  const rows = await db.select({ id: fabrics.id, passport: fabrics.passport }).from(fabrics);
  const stored = new Map(rows.map((row) => [row.id, row.passport]));
  const make = await passportsOf(db, [...stored.values()]);
  return list.map((fabric) => make(fabric, stored.get(fabric.id) ?? null));
}

function passportFrom(
  fabric: FabricDto,
  stored: PassportBody,
  known: Map<number, FacilityRef>,
  certified: Set<number>,
): FabricItemDto {
  const fibres = fabric.composition.map(({ fiber, percent }) => {
    const given = stored.fibres.find((f) => f.fiber === fiber);
    return {
      fiber,
      percent,
      origin_country: given?.origin_country ?? null,
      recycled_percent: given?.recycled_percent ?? null,
      recycled_source: given?.recycled_source ?? null,
      certificate_id:
        given?.certificate_id != null && certified.has(given.certificate_id) ? given.certificate_id : null,
    };
  });
  const steps = stored.steps.map((step) => {
    const facility = step.facility_id === null ? undefined : known.get(step.facility_id);
    return {
      step: step.step,
      country: facility?.country ?? step.country ?? "",
      facility: facility
        ? { id: facility.id, name: facility.name, city: facility.city, country: facility.country }
        : null,
    };
  });
  const gtinOf = new Map(stored.colourways.map((c) => [c.ref.toLowerCase(), c.gtin]));
  const colourways = fabric.colourways.map((c) => ({ ...c, gtin: gtinOf.get(c.ref.toLowerCase()) ?? null }));
  const facts = { ...stored, fibres, steps, colourways };
  const missing = missingParts(facts);
  const passport: FabricPassportDto = {
    hs_code: stored.hs_code,
    dyeing_process: stored.dyeing_process,
    fibres,
    steps,
    care: stored.care,
    tests: stored.tests.map((test) => ({
      ...test,
      report: test.report ? { ...test.report, url: reportUrl(fabric.id, test.report.id) } : null,
    })),
    substances: stored.substances,
    completeness: completeness(missing),
    missing,
  };
  return { ...fabric, colourways, passport };
}

/**
 * A deleted facility leaves the steps made there with their country only (called in the
 * deletion's transaction).
 */
export async function forgetFacility(tx: Tx, facilityId: number) {
  await tx.execute(sql`
    update ${fabrics} set passport = jsonb_set(passport, '{steps}', (
      select jsonb_agg(case when (s->>'facility_id')::int = ${facilityId}
                            then jsonb_set(s, '{facility_id}', 'null') else s end order by n)
        from jsonb_array_elements(passport->'steps') with ordinality as e(s, n)))
     where passport->'steps' @> ${JSON.stringify([{ facility_id: facilityId }])}::jsonb`);
}
