/**
 * What an archive's rows must hold together, beyond each row's own shape: ids once per entity,
 * every reference to a row of the archive, a fabric's card as the admin form would take it,
 * the tables' own checks (so a bad file is a 400 naming its row, never a database error).
 */
import {
  CONTENT_IMPORT_LIMITS,
  type ContentEntity,
  type ContentProblem,
  type ContentProblemCode,
} from "../../../common/content-transfer";
import { FABRIC_CODE } from "../../../common/constants";
import { fabricCardSchema } from "../../../common/fabric-card";
import { FilesRefused } from "../../http/errors";
import type { ContentRows } from "./export";
import { checkPassports } from "./passports";

/** The problems found so far; at most CONTENT_IMPORT_LIMITS.problems are kept. */
export class Problems {
  readonly list: ContentProblem[] = [];
  add(file: string, where: string, code: ContentProblemCode) {
    if (this.list.length < CONTENT_IMPORT_LIMITS.problems) this.list.push({ file, where, code });
  }
  get any() {
    return this.list.length > 0;
  }
  /** Stops the import with a 400 listing them, when there are any. */
  stop(message = "The archive was refused: nothing was imported") {
    if (this.any) throw new FilesRefused(message, this.list);
  }
}

type Row = Record<string, unknown>;

/** Which entity's ids each reference names. */
const REFERENCES: [ContentEntity, string, ContentEntity][] = [
  ["collections", "cover_image_id", "media"],
  ["fabrics", "main_image_id", "media"],
  ["fabrics", "collection_id", "collections"],
  ["fabric_photos", "fabric_id", "fabrics"],
  ["fabric_photos", "media_id", "media"],
  ["fabric_reports", "fabric_id", "fabrics"],
  ["fabric_reports", "file_id", "private_files"],
  ["certificates", "file_id", "private_files"],
  ["certificate_fabrics", "certificate_id", "certificates"],
  ["certificate_fabrics", "fabric_id", "fabrics"],
  ["countries", "cover_image_id", "media"],
  ["exhibitions", "country_id", "countries"],
  ["exhibitions", "image_id", "media"],
  ["exhibition_photos", "exhibition_id", "exhibitions"],
  ["exhibition_photos", "media_id", "media"],
  ["facility_certificates", "facility_id", "facilities"],
  ["facility_certificates", "certificate_id", "certificates"],
];

function once(
  problems: Problems,
  entity: ContentEntity,
  rows: Row[],
  key: (row: Row) => unknown,
  field: string,
) {
  const seen = new Set<unknown>();
  rows.forEach((row, i) => {
    const value = key(row);
    if (value === null || value === undefined) return;
    if (seen.has(value)) problems.add(`${entity}.json`, `${i}.${field}`, "duplicate");
    seen.add(value);
  });
}

function cards(problems: Problems, rows: ContentRows) {
  const photosOf = new Map<unknown, Set<unknown>>();
  for (const photo of rows.fabric_photos) {
    const set = photosOf.get(photo.fabric_id) ?? new Set();
    set.add(photo.id);
    photosOf.set(photo.fabric_id, set);
  }
  rows.fabrics.forEach((fabric, i) => {
    const code = fabric.code as string | null;
    if (code !== null && !FABRIC_CODE.test(code)) problems.add("fabrics.json", `${i}.code`, "invalid");
    if (fabric.card === null) return;
    const parsed = fabricCardSchema.safeParse({ ...(fabric.card as Row), code });
    if (!parsed.success) {
      const at = parsed.error.issues[0]?.path.map(String).join(".") ?? "";
      problems.add("fabrics.json", `${i}.card${at ? `.${at}` : ""}`, "invalid");
      return;
    }
    parsed.data.colourways.forEach((colourway, k) => {
      if (colourway.photo_id !== null && !photosOf.get(fabric.id)?.has(colourway.photo_id))
        problems.add("fabrics.json", `${i}.card.colourways.${k}.photo_id`, "unknown_reference");
    });
  });
}

/** The tables' checks that zod's row shapes do not say. */
function tableChecks(problems: Problems, rows: ContentRows) {
  rows.collections.forEach((c, i) => {
    if (String(c.season).slice(2) !== String((c.year as number) % 100).padStart(2, "0"))
      problems.add("collections.json", `${i}.season`, "invalid");
  });
  rows.certificates.forEach((c, i) => {
    if (String(c.valid_from) > String(c.valid_until))
      problems.add("certificates.json", `${i}.valid_until`, "invalid");
  });
  rows.exhibitions.forEach((e, i) => {
    if (e.start_date && e.end_date && String(e.end_date) < String(e.start_date))
      problems.add("exhibitions.json", `${i}.end_date`, "invalid");
  });
}

/** Adds every problem of the rows taken together. */
export function checkReferences(problems: Problems, rows: ContentRows) {
  for (const [entity, list] of Object.entries(rows) as [ContentEntity, Row[]][]) {
    if (entity === "certificate_fabrics")
      once(problems, entity, list, (r) => `${r.certificate_id}/${r.fabric_id}`, "fabric_id");
    else if (entity === "facility_certificates")
      once(problems, entity, list, (r) => `${r.facility_id}/${r.certificate_id}`, "certificate_id");
    else once(problems, entity, list, (r) => r.id, "id");
  }
  once(problems, "fabrics", rows.fabrics, (r) => r.code, "code");
  once(problems, "media", rows.media, (r) => r.storage_key, "storage_key");
  once(problems, "private_files", rows.private_files, (r) => r.storage_key, "storage_key");
  const ids = new Map<ContentEntity, Set<unknown>>();
  for (const [entity, list] of Object.entries(rows) as [ContentEntity, Row[]][])
    ids.set(entity, new Set(list.map((r) => r.id)));
  for (const [entity, field, target] of REFERENCES) {
    rows[entity].forEach((row, i) => {
      const value = row[field];
      if (value !== null && !ids.get(target)!.has(value))
        problems.add(`${entity}.json`, `${i}.${field}`, "unknown_reference");
    });
  }
  cards(problems, rows);
  checkPassports(problems, rows);
  tableChecks(problems, rows);
}
