// The backup archive's layout and checks, and the PostgreSQL client tools: what the scheduled
// backups (server/backup/schedule.ts), `npm run backup` and `npm run restore` share.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { z } from "zod";

/**
 * The archive (tar.gz), format 2:
 *   manifest.json           format, database kind, version, when, and the SHA-256 of every other file
 *   database/pglite/        the embedded database's folder (copied while no server holds it), or
 *   database/postgres.dump  a pg_dump of the PostgreSQL database in its custom format, restored by
 *                           pg_restore: data and schema only, no psql meta-command (`\!` runs a shell)
 *   uploads/  private/      the public images and the CVs, as DATA_DIR holds them
 * Format 1 had a plain SQL dump (database/dump.sql) fed to psql, and no checksums: not restored.
 */
export const ARCHIVE_FORMAT = 2;
export const FILE_FOLDERS = ["uploads", "private"] as const;
export const POSTGRES_DUMP = "database/postgres.dump";
export const PGLITE_DIR = "database/pglite";

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
  createdAt: z.string(),
  files: z.number().int().nonnegative(),
  /** Every file of the archive but manifest.json, by its path in the archive. */
  sha256: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal the operator reads as it is: one line, and nothing in the target was changed. */
export class Refused extends Error {}

const refuse = (why: string) => new Refused(`Not restored: ${why}. Nothing was changed.`);
/** A name from the archive, quoted and with any control character escaped (the message stays one line). */
const quote = (name: string) => JSON.stringify(name);

/** A PostgreSQL client tool (pg_dump, pg_restore): from PATH, else the newest /usr/lib/postgresql/<n>/bin. */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  try {
    execFileSync(name, ["--version"], { stdio: "ignore" });
    return name;
  } catch {
    // not on PATH
  }
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `${name} was not found (install the PostgreSQL client tools, e.g. apt-get install postgresql-client)`,
    );
  }
  return path.join(base, versions[0]!, "bin", name);
}

/** Every regular file under `dir`, as paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return out;
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** The SHA-256 of every file under `dir` but manifest.json, by path (with '/'). */
export async function checksums(dir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const file of listFiles(dir).sort()) {
    const name = file.split(path.sep).join("/");
    if (name !== "manifest.json") sums[name] = await sha256(path.join(dir, file));
  }
  return sums;
}

/** Why a tar entry cannot be part of a backup, or undefined when it can. */
function entryProblem(name: string, type: string): string | undefined {
  const parts = name.split(/[\\/]/);
  if (name.includes("\0") || name.startsWith("/") || /^[A-Za-z]:/.test(name) || parts.includes("..")) {
    return `the archive has an entry outside its folder (${quote(name)})`;
  }
  if (type !== "File" && type !== "OldFile" && type !== "Directory") {
    const what = type === "SymbolicLink" ? "a symbolic link" : type === "Link" ? "a hard link" : `a ${type}`;
    return `the archive holds ${what} (${quote(name)}); a backup holds files and folders only`;
  }
  return undefined;
}

/** Whether a file belongs in a format-2 archive of this database kind. */
function inLayout(name: string, database: Manifest["database"]): boolean {
  if (FILE_FOLDERS.some((folder) => name.startsWith(`${folder}/`))) return true;
  return database === "postgres" ? name === POSTGRES_DUMP : name.startsWith(`${PGLITE_DIR}/`);
}

function olderVersion(archive: string, database: unknown): Refused {
  const byHand =
    database === "postgres"
      ? 'read database/dump.sql (a line starting with a backslash is a psql command), load it with `psql -X -1 -v ON_ERROR_STOP=1 -f database/dump.sql "$DATABASE_URL"` into an empty database'
      : "copy database/pglite/ to DATA_DIR/db with the server stopped";
  return refuse(
    `${archive} was made by an older version (backup format 1: no checksums${database === "postgres" ? ", a plain SQL dump psql would run" : ""}) and is not supported; ` +
      `if you trust it, restore it by hand: unpack it, ${byHand}, and copy uploads/ and private/ into DATA_DIR`,
  );
}

/**
 * Unpacks `archive` into `staging` (a folder of its own) and checks it whole before anything of
 * the target is touched: only files and folders inside the archive, a manifest of this format,
 * no file missing or added, the database part of its kind, and every file's SHA-256.
 */
export async function verifyArchive(archive: string, staging: string): Promise<Manifest> {
  let problem: string | undefined;
  try {
    await tar.list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        problem ??= entryProblem(entry.path, entry.type);
      },
    });
  } catch (error) {
    throw refuse(`${archive} is not a readable tar.gz archive (${(error as Error).message.split("\n")[0]})`);
  }
  if (problem) throw refuse(problem);
  // Owned by whoever restores (as root, tar would take the archive's uids), modes under the umask.
  await tar.extract({ file: archive, cwd: staging, strict: true, preserveOwner: false });

  const manifestPath = path.join(staging, "manifest.json");
  if (!fs.existsSync(manifestPath)) throw refuse(`${archive} is not a site backup (no manifest.json)`);
  let raw: { format?: unknown; database?: unknown };
  try {
    raw = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
  } catch {
    throw refuse("manifest.json is not JSON");
  }
  if (raw?.format === 1) throw olderVersion(archive, raw.database);
  if (raw?.format !== ARCHIVE_FORMAT) {
    const format = typeof raw?.format === "number" ? String(raw.format) : quote(String(raw?.format));
    throw refuse(`unknown backup format ${format} (this version restores format ${ARCHIVE_FORMAT})`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(
      `manifest.json is not a valid format-${ARCHIVE_FORMAT} manifest (${issue?.path.join(".")}: ${issue?.message})`,
    );
  }
  const manifest = parsed.data;

  const files = listFiles(staging)
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => f !== "manifest.json")
    .sort();
  const present = new Set(files);
  for (const file of files) {
    if (!inLayout(file, manifest.database)) {
      throw refuse(`${quote(file)} is not part of a format-${ARCHIVE_FORMAT} ${manifest.database} backup`);
    }
    if (!Object.hasOwn(manifest.sha256, file))
      throw refuse(`the archive holds ${quote(file)}, which its manifest does not list`);
  }
  for (const file of Object.keys(manifest.sha256)) {
    if (!present.has(file))
      throw refuse(`${quote(file)} is listed in the manifest but missing from the archive`);
  }
  const hasDatabase =
    manifest.database === "postgres"
      ? present.has(POSTGRES_DUMP)
      : files.some((f) => f.startsWith(`${PGLITE_DIR}/`));
  if (!hasDatabase) throw refuse(`the archive holds no ${manifest.database} database`);
  for (const file of files) {
    if ((await sha256(path.join(staging, file))) !== manifest.sha256[file]) {
      throw refuse(
        `${quote(file)} does not match its SHA-256 in the manifest: the archive is corrupt or was edited`,
      );
    }
  }
  return manifest;
}

/** A custom-format dump pg_restore can read (its table of contents), checked before the database is emptied. */
export function checkPostgresDump(file: string): void {
  const tool = pgTool("pg_restore");
  try {
    execFileSync(tool, ["--list", file], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    const said =
      String((error as { stderr?: Buffer }).stderr ?? "")
        .trim()
        .split("\n")[0] ?? "";
    throw refuse(`${POSTGRES_DUMP} is not a custom-format dump pg_restore can read (${said})`);
  }
}
