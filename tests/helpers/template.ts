import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR, openDatabase } from "../../server/db/client";

/**
 * A migrated, empty PGlite data folder made once per set of migrations: each test app copies
 * it instead of running initdb (2-3 s) again.
 */
export function templateDir(): string {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(os.tmpdir(), `site-pglite-template-${hash.digest("hex").slice(0, 16)}`);
}

export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (fs.existsSync(path.join(dir, "ready"))) return dir;
  const building = `${dir}.${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: building, lock: false });
  await database.migrate();
  await database.close();
  fs.writeFileSync(path.join(building, "ready"), "");
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another process won the race
  }
  return dir;
}
