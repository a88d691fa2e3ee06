// Restores an archive written by `npm run backup` into DATA_DIR (and DATABASE_URL).
//   npm run restore -- <file.tar.gz>            refuses a target that holds data
//   npm run restore -- <file.tar.gz> --force    replaces what the target holds
// The archive's database goes back into the same kind of database (embedded or PostgreSQL).
// On the embedded database the server must be stopped.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import * as tar from "tar";
import { ConfigError, loadConfig } from "../server/config";
import { acquireDataDirLock, DataDirLockedError } from "../server/db/lock";
import { ARCHIVE_FORMAT, FILE_FOLDERS, fail, listFiles, type Manifest, pgTool } from "./lib/ops";

const USAGE = "Usage: npm run restore -- <file.tar.gz> [--force]";

async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;",
    );
  } finally {
    await client.end();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  const [archive] = positionals;
  if (values.help || !archive) {
    console.info(USAGE);
    process.exit(archive || values.help ? 0 : 2);
  }
  if (!fs.existsSync(archive)) fail(`No such archive: ${archive}`);
  const config = loadConfig({ NODE_ENV: "production", ...process.env });

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "site-restore-"));
  // Nothing may open the embedded database while it is replaced.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  try {
    // tar refuses absolute paths and '..' in entries: nothing lands outside the staging folder.
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifestPath = path.join(staging, "manifest.json");
    if (!fs.existsSync(manifestPath)) fail(`${archive} is not a site backup (no manifest.json).`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Manifest;
    if (manifest.format !== ARCHIVE_FORMAT)
      fail(`Unknown backup format ${manifest.format} (expected ${ARCHIVE_FORMAT}).`);
    const target = config.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== target) {
      fail(
        `The archive holds a ${manifest.database} database and the target is ${target}: ` +
          (target === "postgres"
            ? "unset DATABASE_URL to restore it into DATA_DIR."
            : "set DATABASE_URL to restore it."),
      );
    }

    // What the target holds already: restored over only with --force.
    const held: string[] = [];
    const files = FILE_FOLDERS.reduce(
      (n, folder) => n + listFiles(path.join(config.dataDir, folder)).length,
      0,
    );
    if (files > 0) held.push(`${files} files in ${config.dataDir}`);
    const dbDir = path.join(config.dataDir, "db");
    if (config.databaseUrl) {
      const tables = await postgresTables(config.databaseUrl);
      if (tables > 0) held.push(`${tables} tables in the PostgreSQL database`);
    } else if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      held.push(`a database in ${dbDir}`);
    }
    if (held.length > 0 && !values.force) {
      fail(`The target is not empty (${held.join(", ")}). Nothing was changed; add --force to replace it.`);
    }

    if (config.databaseUrl) {
      await emptyPostgres(config.databaseUrl);
      execFileSync(
        pgTool("psql"),
        [
          "--quiet",
          "--no-psqlrc",
          "--set",
          "ON_ERROR_STOP=1",
          "--single-transaction",
          "--file",
          path.join(staging, "database", "dump.sql"),
          config.databaseUrl,
        ],
        { stdio: ["ignore", "ignore", "inherit"] },
      );
    } else {
      fs.rmSync(dbDir, { recursive: true, force: true });
      fs.cpSync(path.join(staging, "database", "pglite"), dbDir, { recursive: true });
    }
    let restored = 0;
    for (const folder of [...FILE_FOLDERS, "tmp"])
      fs.rmSync(path.join(config.dataDir, folder), { recursive: true, force: true });
    for (const folder of FILE_FOLDERS) {
      const from = path.join(staging, folder);
      fs.mkdirSync(path.join(config.dataDir, folder), { recursive: true });
      if (fs.existsSync(from)) fs.cpSync(from, path.join(config.dataDir, folder), { recursive: true });
      restored += listFiles(path.join(config.dataDir, folder)).length;
    }
    console.info(
      `Restored ${archive} (backup of ${manifest.createdAt}, version ${manifest.version}): ${target} database, ${restored} files.`,
    );
  } finally {
    lock?.release();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) fail(error.message);
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
});
