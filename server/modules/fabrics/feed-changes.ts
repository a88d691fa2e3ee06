/**
 * When a fabric's answer last changed through the records it shows (docs/feeds.md, `since`): its
 * collection's last edit, each certificate covering it (its last edit, and the start of the day
 * it became valid and of the day after its last day, once passed), each facility its passport
 * names (its last edit). A record deleted, or a fabric taken off a certificate, leaves no time
 * here: the feed's documentation asks readers to read the whole feed now and then.
 */
import { eq } from "drizzle-orm";
import type { PassportBody } from "../../../common/api/contracts/passport";
import type { Tx } from "../../db/client";
import { certificateFabrics, certificates, collections, facilities } from "../../db/schema";

/** The start of a day in Istanbul (UTC+3 all year since 2016: COMPANY_TIME_ZONE). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

type Fabric = { id: number; collectionId: number | null; passport: PassportBody | null };

/** Each fabric's latest change through another record, or none. */
export async function recordChanges(db: Tx, fabrics: Fabric[], now = new Date()): Promise<Map<number, Date>> {
  const collectionTimes = new Map(
    (await db.select({ id: collections.id, at: collections.updatedAt }).from(collections)).map((r) => [r.id, r.at]),
  );
  const facilityTimes = new Map(
    (await db.select({ id: facilities.id, at: facilities.updatedAt }).from(facilities)).map((r) => [r.id, r.at]),
  );
  const links = await db
    .select({
      fabricId: certificateFabrics.fabricId,
      at: certificates.updatedAt,
      from: certificates.validFrom,
      until: certificates.validUntil,
    })
    .from(certificateFabrics)
    .innerJoin(certificates, eq(certificates.id, certificateFabrics.certificateId));
  const times = new Map<number, Date[]>();
  const add = (id: number, at: Date | undefined) => {
    if (!at || at.getTime() > now.getTime()) return;
    const list = times.get(id);
    if (list) list.push(at);
    else times.set(id, [at]);
  };
  for (const link of links) {
    add(link.fabricId, link.at);
    add(link.fabricId, dayStart(link.from));
    add(link.fabricId, dayAfter(link.until));
  }
  for (const fabric of fabrics) {
    if (fabric.collectionId !== null) add(fabric.id, collectionTimes.get(fabric.collectionId));
    for (const step of fabric.passport?.steps ?? []) {
      if (step.facility_id !== null) add(fabric.id, facilityTimes.get(step.facility_id));
    }
  }
  return new Map(
    [...times].map(([id, list]) => [id, new Date(Math.max(...list.map((at) => at.getTime())))]),
  );
}
