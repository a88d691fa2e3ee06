import fs from "node:fs";
import path from "node:path";

/**
 * CVs, partial uploads, the embedded database and backups are for the server's user alone:
 * files 0600, folders 0700. The server and the CLI scripts run under this umask, so whatever
 * they (or PGlite, or sharp) create is at most that; the calls below also set modes explicitly.
 */
export const OWNER_ONLY_UMASK = 0o077;
export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

function chmodTo(p: string, mode: number, current: number) {
  if ((current & 0o777) !== mode) fs.chmodSync(p, mode);
}

/**
 * Creates `dir` if missing and makes it and everything in it owner-only: also a folder an
 * older version left 0755 with 0644 files, and the files PGlite writes 0666 from its initial
 * database. Symbolic links are left alone (chmod would follow them).
 */
export function restrictTree(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  chmodTo(dir, OWNER_ONLY_DIR, fs.statSync(dir).mode);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isDirectory() && !entry.isFile()) continue;
    const p = path.join(entry.parentPath, entry.name);
    chmodTo(p, entry.isDirectory() ? OWNER_ONLY_DIR : OWNER_ONLY_FILE, fs.lstatSync(p).mode);
  }
}
