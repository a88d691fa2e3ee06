/**
 * The import into an empty site: every file of the archive is checked before anything is
 * written (names, manifest, checksums, each row against its entity's schema, references, each
 * image decoded), the files go to tmp/ under temporary names, then one transaction inserts
 * every row with its id, moves the files into place and sets the id sequences. If anything
 * fails, the moved files are removed, and what is left in tmp/ always.
 */
import fsp from "node:fs/promises";
import { z } from "zod";
import type { ContentImportDto } from "../../../common/api/content-transfer";
import { CONTENT_ENTITIES, CONTENT_FORMAT, CONTENT_IMPORT_LIMITS } from "../../../common/content-transfer";
import type { Db } from "../../db/client";
import type { ImageVariant } from "../../db/schema";
import { AppError } from "../../http/errors";
import { isStoredVariant, sniffedType } from "../../media";
import { OWNER_ONLY_FILE } from "../../storage/modes";
import { AREAS, type Area } from "../../storage/objects";
import type { Storage } from "../../storage/storage";
import type { Entry } from "./archive";
import { checkReferences, Problems } from "./checks";
import { JsonBudget } from "./json-budget";
import { ENTITIES } from "./entities";
import { type ContentRows, schemaMigration, sha256 } from "./export";
import { checkTakenKeys, contentCounts, insertAll, lockImports } from "./write";

const notEmpty = () =>
  new AppError(409, "site_not_empty", "The site already holds content: an import needs an empty site");

const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const ENTITY_FILES = new Set(CONTENT_ENTITIES.map((e) => `${e}.json`));

/** "" when the name is one the format knows, else what is wrong with it. */
function nameProblem(name: string): "unsafe_name" | "unknown_entity" | "" {
  const parts = name.split("/");
  if (name.length > 300 || parts.some((p) => !SAFE_NAME.test(p) || p === "." || p === ".."))
    return "unsafe_name";
  if (parts.length === 1) return name === "manifest.json" || ENTITY_FILES.has(name) ? "" : "unknown_entity";
  return parts.length === 3 && parts[0] === "files" && (parts[1] === "uploads" || parts[1] === "private")
    ? ""
    : "unknown_entity";
}

const Manifest = z.strictObject({
  format: z.number().int(),
  schema_migration: z.string().max(200),
  app_version: z.string().max(100),
  exported_at: z.iso.datetime({ offset: true }),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.record(z.string().max(300), z.string().regex(/^[0-9a-f]{64}$/)),
});
type Manifest = z.infer<typeof Manifest>;

function parseJson(problems: Problems, file: string, data: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(data));
  } catch {
    problems.add(file, "", "invalid_json");
    return undefined;
  }
}

function issuesOf(problems: Problems, file: string, prefix: string, error: z.ZodError) {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const where = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    if (!seen.has(where)) problems.add(file, where, "invalid");
    seen.add(where);
  }
}

async function readManifest(
  problems: Problems,
  entries: Map<string, Entry>,
  budget: JsonBudget,
): Promise<Manifest> {
  const entry = entries.get("manifest.json");
  if (!entry) problems.add("manifest.json", "", "missing");
  else if (entry.size > CONTENT_IMPORT_LIMITS.manifest) problems.add("manifest.json", "", "too_large");
  problems.stop();
  const data = await entry!.read();
  if (!budget.take(data, CONTENT_IMPORT_LIMITS.manifestValues))
    problems.add("manifest.json", "", "too_large");
  problems.stop();
  const parsed = Manifest.safeParse(parseJson(problems, "manifest.json", data));
  if (!problems.any && !parsed.success) issuesOf(problems, "manifest.json", "", parsed.error);
  problems.stop();
  const manifest = parsed.data!;
  if (manifest.format !== CONTENT_FORMAT) problems.add("manifest.json", "format", "version");
  if (manifest.schema_migration !== schemaMigration())
    problems.add("manifest.json", "schema_migration", "version");
  problems.stop();
  return manifest;
}

/** Reads and checks the entity files; the rows as the schemas gave them. */
async function readRows(
  problems: Problems,
  entries: Map<string, Entry>,
  manifest: Manifest,
  budget: JsonBudget,
): Promise<ContentRows> {
  const rows = {} as ContentRows;
  for (const entity of ENTITIES) {
    const file = `${entity.name}.json`;
    const entry = entries.get(file);
    rows[entity.name] = [];
    if (!entry) {
      problems.add(file, "", "missing");
      continue;
    }
    if (entry.size > CONTENT_IMPORT_LIMITS.json) {
      problems.add(file, "", "too_large");
      continue;
    }
    const data = await entry.read();
    if (manifest.files[file] !== sha256(data)) problems.add(file, "", "checksum");
    if (!budget.take(data)) {
      problems.add(file, "", "too_large");
      continue;
    }
    const json = parseJson(problems, file, data);
    if (json === undefined) continue;
    if (!Array.isArray(json)) {
      problems.add(file, "", "invalid");
      continue;
    }
    json.forEach((row, i) => {
      const parsed = entity.schema.safeParse(row);
      if (parsed.success) rows[entity.name].push(parsed.data);
      else issuesOf(problems, file, String(i), parsed.error);
    });
    if (manifest.counts[entity.name] !== json.length)
      problems.add("manifest.json", `counts.${entity.name}`, "count");
  }
  return rows;
}

type Staged = { staged: string; area: Area; key: string; contentType: string };

/**
 * Checks each binary file against its row and writes it to tmp/ (a partial upload's name: a
 * crash leaves nothing the next start does not remove), each added to `staged` as it is written.
 */
async function stageFiles(
  problems: Problems,
  entries: Map<string, Entry>,
  manifest: Manifest,
  rows: ContentRows,
  storage: Storage,
  staged: Staged[],
): Promise<void> {
  type Expected = {
    area: Area;
    key: string;
    contentType: string;
    check(data: Buffer): Promise<"not_an_image" | "file_type" | "">;
    mode?: number;
  };
  const expected = new Map<string, Expected>();
  for (const m of rows.media)
    for (const v of m.variants as ImageVariant[])
      expected.set(`files/uploads/${v.file}`, {
        area: "uploads",
        key: v.file,
        contentType: "image/webp",
        check: async (data) => ((await isStoredVariant(data, v)) ? "" : "not_an_image"),
      });
  for (const f of rows.private_files)
    expected.set(`files/private/${f.storage_key}`, {
      area: "private",
      key: String(f.storage_key),
      contentType: String(f.mime_type),
      check: async (data) =>
        data.length === f.bytes && (await sniffedType(data)) === f.mime_type ? "" : "file_type",
      mode: OWNER_ONLY_FILE,
    });
  for (const name of entries.keys())
    if (name.startsWith("files/") && !expected.has(name)) problems.add(name, "", "unexpected");
  for (const name of expected.keys()) if (!entries.has(name)) problems.add(name, "", "missing");
  problems.stop();
  for (const [name, want] of expected) {
    const entry = entries.get(name)!;
    if (entry.size > CONTENT_IMPORT_LIMITS.file) {
      problems.add(name, "", "too_large");
      continue;
    }
    const data = await entry.read();
    if (manifest.files[name] !== sha256(data)) problems.add(name, "", "checksum");
    const code = await want.check(data);
    if (code) problems.add(name, "", code);
    if (problems.any) continue;
    const file = storage.tmpPath();
    staged.push({ staged: file, area: want.area, key: want.key, contentType: want.contentType });
    await fsp.writeFile(file, data, { flag: "wx", mode: want.mode ?? 0o644 });
  }
}

/**
 * Imports an archive's entries into an empty site. Throws 409 site_not_empty when it holds
 * content, FilesRefused (400) with each problem when the archive is refused.
 */
export async function importContent(
  ctx: { db: Db; storage: Storage },
  list: Entry[],
): Promise<ContentImportDto> {
  const before = await contentCounts(ctx.db);
  if (Object.values(before).some((n) => n > 0)) throw notEmpty();
  const problems = new Problems();
  const entries = new Map<string, Entry>();
  for (const entry of list) {
    const problem = nameProblem(entry.path);
    if (problem) problems.add(entry.path, "", problem);
    else if (entries.has(entry.path)) problems.add(entry.path, "", "duplicate");
    else entries.set(entry.path, entry);
  }
  problems.stop();
  const budget = new JsonBudget();
  const manifest = await readManifest(problems, entries, budget);
  for (const name of entries.keys())
    if (name !== "manifest.json" && !(name in manifest.files)) problems.add(name, "", "unexpected");
  for (const name of Object.keys(manifest.files)) if (!entries.has(name)) problems.add(name, "", "missing");
  const rows = await readRows(problems, entries, manifest, budget);
  problems.stop();
  checkReferences(problems, rows);
  await checkTakenKeys(ctx.db, problems, rows);
  problems.stop();

  const staged: Staged[] = [];
  const moved: { area: Area; key: string }[] = [];
  try {
    await stageFiles(problems, entries, manifest, rows, ctx.storage, staged);
    problems.stop();
    await ctx.db.transaction(async (tx) => {
      await lockImports(tx);
      if (Object.values(await contentCounts(tx)).some((n) => n > 0)) throw notEmpty();
      await insertAll(tx, rows);
      for (const file of staged) {
        await ctx.storage.putFile(file.area, file.key, file.staged, file.contentType);
        moved.push({ area: file.area, key: file.key });
      }
    });
    const counts = Object.fromEntries(
      ENTITIES.map((e) => [e.name, rows[e.name].length]),
    ) as ContentImportDto["counts"];
    return { counts, files: staged.length };
  } catch (error) {
    for (const area of AREAS) {
      await ctx.storage.remove(
        area,
        moved.filter((file) => file.area === area).map((file) => file.key),
      );
    }
    throw error;
  } finally {
    await ctx.storage.discard(staged.map((file) => file.staged));
  }
}
