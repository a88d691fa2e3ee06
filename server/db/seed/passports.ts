/**
 * The demo fabrics' passports, one record each in data/passports.json by article code: origins
 * (Aegean and Egyptian Giza cotton, French and Belgian flax, Austrian cellulose fibres), recycled
 * shares with their GRS certificate, the steps at the demo facilities (by name; a country alone
 * where the spinner is not disclosed), care, ISO test results, the substances' check, GTINs on
 * some colourways. Each goes through the API's body schema, as an admin's would.
 */
import { eq } from "drizzle-orm";
import { passportBody } from "../../../common/api/contracts/passport";
import type { Tx } from "../client";
import { fabrics } from "../schema";
import data from "./data/passports.json" with { type: "json" };

type Stored = {
  fibres: ({ certificate?: string } & Record<string, unknown>)[];
  steps: ({ facility?: string } & Record<string, unknown>)[];
} & Record<string, unknown>;

export const SEED_PASSPORTS = data as unknown as Record<string, Stored>;

/** A demo passport as the API takes it: certificates (by standard) and facilities (by name) as ids. */
export function seedPassportBody(
  passport: Stored,
  certificateIds: ReadonlyMap<string, number>,
  facilityIds: ReadonlyMap<string, number>,
) {
  return passportBody.parse({
    ...passport,
    fibres: passport.fibres.map(({ certificate, ...fibre }) => ({
      ...fibre,
      certificate_id: certificate === undefined ? null : (certificateIds.get(certificate) ?? null),
    })),
    steps: passport.steps.map(({ facility, ...step }) => ({
      ...step,
      facility_id: facility === undefined ? null : (facilityIds.get(facility) ?? null),
    })),
  });
}

/** Stores each demo fabric's passport, its steps' countries those of their facilities. */
export async function insertDemoPassports(
  tx: Tx,
  fabricIds: ReadonlyMap<string, number>,
  certificateIds: ReadonlyMap<string, number>,
  facilities: ReadonlyMap<string, { id: number; country: string }>,
) {
  const facilityIds = new Map([...facilities].map(([name, { id }]) => [name, id]));
  const countryOf = new Map([...facilities.values()].map(({ id, country }) => [id, country]));
  for (const [code, passport] of Object.entries(SEED_PASSPORTS)) {
    const fabricId = fabricIds.get(code);
    if (fabricId === undefined) continue;
    const body = seedPassportBody(passport, certificateIds, facilityIds);
    const steps = body.steps.map((step) => ({
      ...step,
      country: step.facility_id === null ? step.country : (countryOf.get(step.facility_id) ?? step.country),
    }));
    await tx
      .update(fabrics)
      .set({ passport: { ...body, steps } })
      .where(eq(fabrics.id, fabricId));
  }
}
