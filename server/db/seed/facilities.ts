/**
 * The demo facilities on /traceability, one record each in data/facilities.json: the İstanbul
 * mill (own: weaving, dyeing, finishing) and its partners (cotton spinning in Denizli and
 * Kahramanmaraş, linen spinning in Normandy, printing in Bursa). `certificates` names the demo
 * certificates (by standard) the facility holds.
 */
import type {
  CertificateStandard,
  FacilityKind,
  FacilityOwnership,
  Localized,
} from "../../../common/constants";
import type { Tx } from "../client";
import { facilities, facilityCertificates } from "../schema";
import data from "./data/facilities.json" with { type: "json" };

export type SeedFacility = {
  name: string;
  kinds: FacilityKind[];
  ownership: FacilityOwnership;
  country: string;
  city: string;
  address: string;
  gln: string | null;
  os_id: string | null;
  certificates: CertificateStandard[];
  description: Localized;
};

export const SEED_FACILITIES = data as SeedFacility[];

/**
 * Inserts the demo facilities; `certificateIds` gives the demo certificates' ids by standard.
 * Answers each facility's id and country by its name.
 */
export async function insertDemoFacilities(tx: Tx, certificateIds: Map<string, number>) {
  const inserted = new Map<string, { id: number; country: string }>();
  for (const { os_id, certificates, ...facility } of SEED_FACILITIES) {
    const [row] = await tx
      .insert(facilities)
      .values({ ...facility, osId: os_id })
      .returning({ id: facilities.id });
    inserted.set(facility.name, { id: row!.id, country: facility.country });
    const links = certificates.flatMap((standard) => {
      const certificateId = certificateIds.get(standard);
      return certificateId === undefined ? [] : [{ facilityId: row!.id, certificateId }];
    });
    if (links.length > 0) await tx.insert(facilityCertificates).values(links);
  }
  return inserted;
}
