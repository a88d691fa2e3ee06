import { describe, expect, it } from "vitest";
import { completeness, missingParts } from "../../common/passport";
import { SEED_CERTIFICATES } from "../../server/db/seed/certificates";
import { seedColourways } from "../../server/db/seed/colourways";
import { FABRICS } from "../../server/db/seed/fabrics";
import { SEED_FACILITIES } from "../../server/db/seed/facilities";
import { SEED_PASSPORTS, seedPassportBody } from "../../server/db/seed/passports";

const certificateIds = new Map(SEED_CERTIFICATES.map((c, k) => [c.standard as string, k + 1]));
const facilityIds = new Map(SEED_FACILITIES.map((f, k) => [f.name, k + 1]));
const facilityOf = (id: number) => SEED_FACILITIES[id - 1]!;

describe("the demo passports", () => {
  it("are one per demo fabric, each as the API and its database checks would take it", () => {
    expect(Object.keys(SEED_PASSPORTS).sort()).toEqual(FABRICS.map((f) => f.card.code).sort());
    const gtins = new Set<string>();
    for (const fabric of FABRICS) {
      const code = fabric.card.code!;
      const stored = SEED_PASSPORTS[code]!;
      const certificates = stored.fibres.flatMap((f) => (f.certificate ? [f.certificate] : []));
      const facilities = stored.steps.flatMap((s) => (s.facility ? [s.facility] : []));
      for (const name of certificates) expect(certificateIds.has(name), `${code}: ${name}`).toBe(true);
      for (const name of facilities) expect(facilityIds.has(name), `${code}: ${name}`).toBe(true);
      const body = seedPassportBody(stored, certificateIds, facilityIds);
      for (const fibre of body.fibres) {
        const line = fabric.card.composition.find((share) => share.fiber === fibre.fiber);
        expect(line, `${code}: ${fibre.fiber}`).toBeDefined();
        expect(fibre.recycled_percent ?? 0).toBeLessThanOrEqual(line!.percent);
      }
      for (const step of body.steps)
        if (step.facility_id !== null)
          expect(facilityOf(step.facility_id).kinds, `${code}: ${step.step}`).toContain(step.step);
      const refs = seedColourways(fabric.pictures, []).map((c) => c.ref);
      for (const colourway of body.colourways) {
        expect(refs, code).toContain(colourway.ref);
        if (colourway.gtin === null) continue;
        expect(gtins.has(colourway.gtin), `${code}: ${colourway.gtin} twice`).toBe(false);
        gtins.add(colourway.gtin);
      }
      const gtinOf = new Map(body.colourways.map((c) => [c.ref, c.gtin]));
      const missing = missingParts({
        ...body,
        fibres: fabric.card.composition.map((share) => ({
          origin_country: body.fibres.find((f) => f.fiber === share.fiber)?.origin_country ?? null,
        })),
        colourways: refs.map((ref) => ({ gtin: gtinOf.get(ref) ?? null })),
      });
      expect(missing.filter((part) => part !== "gtin"), code).toEqual([]);
      expect(completeness(missing)).toBeGreaterThanOrEqual(88);
    }
    expect(gtins.size).toBeGreaterThan(10);
  });
});
