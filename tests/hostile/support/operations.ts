// The operator's commands (npm run backup / restore) as child processes, an attacker's edits of
// the archive they write, and what a target holds (files, tables), to prove nothing changed.
// Nothing of the server's code is imported: the archive is read and written with `tar`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

/** A data folder and, on PostgreSQL, its database: what the server and the commands are pointed at. */
export type Place = { dataDir: string; databaseUrl?: string | undefined };

export type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run <script> -- <args>` with the place's DATA_DIR and DATABASE_URL and nothing else of ours. */
export function runScript(script: "backup" | "restore", args: string[], place: Place): Run {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"),
      path.join(ROOT, "scripts", `${script}.ts`),
      ...args,
    ],
    {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
      env: {
        PATH: process.env.PATH ?? "",
        LOG_LEVEL: "silent",
        DATA_DIR: place.dataDir,
        ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      },
    },
  );
  return { code: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

const made: string[] = [];

export function tempDir(prefix = "site-hostile-ops-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/** Every regular file under `dir`, as paths relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Unpacks an archive into a fresh folder (what an attacker does first). */
export async function unpack(archive: string): Promise<string> {
  const dir = tempDir("site-hostile-edit-");
  await tar.extract({ file: archive, cwd: dir });
  return dir;
}

/**
 * Packs a folder's top-level entries into a tar.gz (as the backup does), plus `outside`: entries
 * whose names climb out of the folder (`../x`), written as they are.
 */
export async function pack(dir: string, out: string, outside: string[] = []): Promise<string> {
  const entries = fs.readdirSync(dir).sort();
  // Level 1: the embedded database is ~40 MB and the attacker has no reason to wait.
  const gzip = { level: 1 };
  await tar.create({ gzip, file: out, cwd: dir, portable: true, preservePaths: outside.length > 0 }, [
    ...entries,
    ...outside,
  ]);
  return out;
}

/** A copy of an unpacked archive, to edit. */
export function copyOf(dir: string): string {
  const copy = tempDir("site-hostile-edit-");
  fs.cpSync(dir, copy, { recursive: true, verbatimSymlinks: true });
  return copy;
}

// biome-ignore lint/suspicious/noExplicitAny: the manifest as an attacker edits it
export type AnyManifest = Record<string, any>;

export function readManifest(dir: string): AnyManifest {
  return JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8"));
}

export function writeManifest(dir: string, manifest: AnyManifest): void {
  fs.writeFileSync(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** What an attacker who edits the archive does next: the manifest's checksums made to match every file. */
export function recomputeChecksums(dir: string): void {
  const manifest = readManifest(dir);
  const sums: Record<string, string> = {};
  for (const file of filesUnder(dir)) if (file !== "manifest.json") sums[file] = sha256(path.join(dir, file));
  manifest.sha256 = sums;
  writeManifest(dir, manifest);
}

/** The database's file in an unpacked PostgreSQL archive, whatever its format. */
export function dumpFile(dir: string): string {
  const found = filesUnder(path.join(dir, "database"));
  if (found.length !== 1) throw new Error(`expected one database file, found ${found.join(", ")}`);
  return path.join("database", found[0]!);
}

/** The database of an unpacked PostgreSQL archive as plain SQL (what pg_dump --format=plain writes). */
export function plainSql(dir: string): string {
  const file = path.join(dir, dumpFile(dir));
  if (file.endsWith(".sql")) return fs.readFileSync(file, "utf8");
  return spawnSync("pg_restore", ["--file", "-", file], { encoding: "utf8", maxBuffer: 1 << 28 }).stdout;
}

/** Tables of the public and drizzle schemas with their row counts. */
export async function tables(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      "select table_schema as schema, table_name as name from information_schema.tables " +
        "where table_schema in ('public', 'drizzle') order by 1, 2",
    );
    const out: Record<string, number> = {};
    for (const { schema, name } of rows) {
      const count = await client.query<{ n: string }>(`select count(*) as n from "${schema}"."${name}"`);
      out[`${schema}.${name}`] = Number(count.rows[0]?.n ?? 0);
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Everything a restore could change: each file of the data folder with its checksum, and the tables. */
export async function stateOf(place: Place) {
  const files: Record<string, string> = {};
  for (const file of filesUnder(place.dataDir)) files[file] = sha256(path.join(place.dataDir, file));
  return { files, tables: place.databaseUrl ? await tables(place.databaseUrl) : {} };
}

/** Entries of `dir` (itself included) whose mode is not 0700 for a folder or 0600 for a file. */
export function looserThanOwner(dir: string): string[] {
  if (!fs.existsSync(dir)) return [`${dir}: missing`];
  const wrong: string[] = [];
  const check = (p: string) => {
    const stat = fs.lstatSync(p);
    const mode = stat.mode & 0o777;
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== want) wrong.push(`${path.relative(path.dirname(dir), p)} ${mode.toString(8)}`);
  };
  check(dir);
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    check(path.join(e.parentPath, e.name));
  return wrong;
}

/** Makes a folder as an older version left it: folders 0755, files 0644. */
export function loosen(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const p = path.join(e.parentPath, e.name);
    if (e.isDirectory()) fs.chmodSync(p, 0o755);
    else if (e.isFile()) fs.chmodSync(p, 0o644);
  }
}

/** Modes of the entries of a tar.gz, by name. */
export async function entryModes(archive: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  await tar.list({
    file: archive,
    onReadEntry: (entry) => {
      modes[entry.path] = `${entry.type} ${((entry.mode ?? 0) & 0o777).toString(8)}`;
    },
  });
  return modes;
}
