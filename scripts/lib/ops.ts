// What backup.ts and restore.ts share: the archive's layout and the PostgreSQL client tools.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The archive (tar.gz):
 *   manifest.json        format, database kind, version, when
 *   database/pglite/     the embedded database's folder (copied while no server holds it), or
 *   database/dump.sql    a pg_dump of the PostgreSQL database
 *   uploads/  private/   the public images and the CVs, as DATA_DIR holds them
 */
export const ARCHIVE_FORMAT = 1;
export const FILE_FOLDERS = ["uploads", "private"] as const;

export type Manifest = {
  format: number;
  database: "pglite" | "postgres";
  version: string;
  createdAt: string;
  files: number;
};

/** A PostgreSQL client tool (pg_dump, psql): from PATH, else the newest /usr/lib/postgresql/<n>/bin. */
export function pgTool(name: "pg_dump" | "psql"): string {
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

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
