// Writes one archive of the site's data: the database and the uploaded files (from the bucket
// when S3_BUCKET is set; server/backup/write.ts, which the scheduled backups use too).
//   npm run backup                       -> backups/site-<date>.tar.gz
//   npm run backup -- --out <file.tar.gz>
// Uses the server's DATA_DIR / DATABASE_URL. On the embedded database the server must be
// stopped (its folder is copied as it is on disk); on PostgreSQL it may run (pg_dump takes a
// consistent snapshot; files written after it are removed as leftovers when a restored
// server starts). The archive holds CVs: it is written 0600 (a folder made for it 0700), and
// its manifest carries the SHA-256 of every file, checked by restore before anything else.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { Refused } from "../server/backup/archive";
import { archiveName, writeArchive } from "../server/backup/write";
import { ConfigError, loadConfig } from "../server/config";
import { acquireDataDirLock, DataDirLockedError } from "../server/db/lock";
import { OWNER_ONLY_DIR, OWNER_ONLY_UMASK } from "../server/storage/modes";
import { fail } from "./lib/ops";

async function main() {
  // The staging copy and the archive hold CVs: the server's user's alone.
  process.umask(OWNER_ONLY_UMASK);
  const { values } = parseArgs({
    options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.info("Usage: npm run backup -- [--out <file.tar.gz>]");
    return;
  }
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  const out = path.resolve(values.out ?? path.join("backups", archiveName(new Date())));
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: OWNER_ONLY_DIR });
  // The embedded database is copied under the data-folder lock: no server opens it meanwhile.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  try {
    const written = await writeArchive({ config }, out);
    console.info(
      `Backup written: ${out} (${(written.bytes / 1024 / 1024).toFixed(2)} MB; ${written.database} database, ${written.files} files)`,
    );
  } finally {
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof Refused)
    fail(error.message);
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
});
