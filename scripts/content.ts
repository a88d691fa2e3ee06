// The site's content (not personal data) to a folder and back (ADR 16).
//   npm run content -- export <dir>            one JSON file per entity, files/, manifest.json
//   npm run content -- import <dir-or-zip>     into an empty site (no content rows)
// Uses the same DATA_DIR / DATABASE_URL as the server and refuses to run while a server holds
// the embedded database. With PostgreSQL, a server that runs meanwhile is told to empty its
// public cache after an import.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { ADVISORY_LOCK } from "../server/db/advisory";
import { openDatabase } from "../server/db/client";
import { assertDataDirFree } from "../server/db/lock";
import { CACHE_CHANNEL } from "../server/http/cache-sync";
import { AppError, FilesRefused } from "../server/http/errors";
import { exportToFolder, importFrom } from "../server/modules/content-transfer";
import { openStorage } from "../server/storage/storage";
import { OWNER_ONLY_UMASK } from "../server/storage/modes";

const USAGE = `Usage:
  npm run content -- export <dir>           write the site's content to a folder (for version control)
  npm run content -- import <dir-or-zip>    load an export into an empty site`;

async function main() {
  process.umask(OWNER_ONLY_UMASK);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h" } },
  });
  const [command, target] = positionals;
  if (values.help || !target || (command !== "export" && command !== "import")) {
    console.info(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const ctx = { db: database.db, storage: openStorage(config.dataDir, config.s3) };
  try {
    // A server may be starting on the same PostgreSQL database: migrations run one at a time.
    await database.withLock(ADVISORY_LOCK.startup, () => database.migrate());
    const where = path.resolve(target);
    if (command === "export") {
      const files = await exportToFolder(ctx, where);
      console.info(`Exported ${files} files to ${where}.`);
      return;
    }
    const stat = fs.statSync(where, { throwIfNoEntry: false });
    if (!stat) throw new Error(`${where} does not exist.`);
    const result = await importFrom(ctx, stat.isDirectory() ? { folder: where } : { zip: where });
    if (config.databaseUrl)
      await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'content-import')`);
    const rows = Object.entries(result.counts)
      .filter(([, n]) => n > 0)
      .map(([entity, n]) => `${entity} ${n}`)
      .join(", ");
    console.info(`Imported ${rows || "no rows"} and ${result.files} files.`);
  } finally {
    await database.close();
    ctx.storage.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof FilesRefused) {
    console.error(`Refused: ${error.message}`);
    for (const p of error.problems)
      console.error(`  ${p.file || "(archive)"}${p.where ? ` ${p.where}` : ""}: ${p.code}`);
  } else if (error instanceof AppError) console.error(`Refused: ${error.message} (${error.code})`);
  else if (error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
