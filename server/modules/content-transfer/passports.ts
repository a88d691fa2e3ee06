/**
 * The fabrics' passports of an archive, checked as `PUT /api/fabrics/:id/passport` checks one
 * (its body's schema, then the fabric's composition and colourways, the facilities' steps and
 * the certificates, the lab reports of the fabric, here the archive's own rows), and each GTIN once in the archive: a refused
 * passport names its fabric's row (`fabrics.json`, `3.passport.steps.0.facility_id`).
 */
import { passportBody } from "../../../common/api/contracts/passport";
import type { FieldErrorCode } from "../../../common/api/errors";
import { fabricCardSchema } from "../../../common/fabric-card";
import { passportErrors, type PassportRecords } from "../fabrics";
import type { Problems } from "./checks";
import type { ContentRows } from "./export";

type Row = Record<string, unknown>;

export function checkPassports(problems: Problems, rows: ContentRows) {
  const reports = new Map<unknown, Set<number>>();
  for (const report of rows.fabric_reports) {
    const set = reports.get(report.fabric_id) ?? new Set<number>();
    set.add(report.id as number);
    reports.set(report.fabric_id, set);
  }
  const records: Omit<PassportRecords, "reports"> = {
    facilities: new Map(
      rows.facilities.map((f) => [
        f.id as number,
        { kinds: f.kinds as string[], country: f.country as string },
      ]),
    ),
    certificates: new Set(rows.certificates.map((c) => c.id as number)),
  };
  const gtins = new Set<string>();
  rows.fabrics.forEach((fabric, i) => {
    if (fabric.passport === null) return;
    const where = (field: string) => `${i}.passport${field ? `.${field}` : ""}`;
    const parsed = passportBody.safeParse(fabric.passport);
    if (!parsed.success) {
      problems.add(
        "fabrics.json",
        where(parsed.error.issues[0]?.path.map(String).join(".") ?? ""),
        "invalid",
      );
      return;
    }
    const card = fabricCardSchema.safeParse({ ...((fabric.card as Row | null) ?? {}), code: fabric.code });
    const { composition, colourways } = card.success ? card.data : { composition: [], colourways: [] };
    const errors: Record<string, FieldErrorCode> = {};
    passportErrors(
      parsed.data,
      { composition, colourways: colourways.map((c) => ({ ...c })) },
      { ...records, reports: reports.get(fabric.id) ?? new Set() },
      errors,
    );
    for (const [field, code] of Object.entries(errors))
      problems.add("fabrics.json", where(field), code === "not_found" ? "unknown_reference" : "invalid");
    parsed.data.colourways.forEach((c, k) => {
      if (c.gtin === null) return;
      if (gtins.has(c.gtin)) problems.add("fabrics.json", where(`colourways.${k}.gtin`), "duplicate");
      gtins.add(c.gtin);
    });
  });
}
