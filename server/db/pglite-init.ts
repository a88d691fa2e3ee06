import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A new database, made and migrated by the build beside the server's bundle
 * (scripts/build-server.mjs, server/db/template.ts); absent when the sources run (tsx, tests).
 */
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "db-template");

/**
 * Creates a new PGlite cluster (initdb) in `dbDir`, in a child process, when the folder holds
 * none yet. PGlite's initdb grows the memory of the process that runs it to some 700 MB
 * resident for a few seconds (measured on a new folder: 700 MB at its peak, and the server
 * still at 270 MB once ready, against 215 MB when it opens an existing cluster). Done by a
 * short-lived process, the server never holds that memory: a first start on a small machine
 * peaks where every later start does.
 */
export async function initPgliteCluster(dbDir: string, postgresqlconf: string[]): Promise<void> {
  if (fs.existsSync(path.join(dbDir, "PG_VERSION"))) return;
  if (fs.existsSync(path.join(TEMPLATE, "PG_VERSION"))) return copyTemplate(dbDir);
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = [
    "const { PGlite } = require(process.argv[1]);",
    "PGlite.create(process.argv[2], { postgresqlconf: JSON.parse(process.argv[3]) })",
    "  .then((db) => db.close())",
    "  .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });",
  ].join("\n");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, entry, dbDir, JSON.stringify(postgresqlconf)], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString("utf8")).slice(-2000);
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `creating the database in ${dbDir} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`,
          ),
        );
    });
  });
}

/**
 * Copies the build's database into the new folder (a few tenths of a second, where initdb and
 * the migrations take seconds). PG_VERSION goes last: it is what says a database is there, so a
 * copy cut short is made again at the next start rather than opened.
 */
function copyTemplate(dbDir: string): void {
  const marker = path.join(TEMPLATE, "PG_VERSION");
  fs.cpSync(TEMPLATE, dbDir, { recursive: true, filter: (source) => source !== marker });
  fs.copyFileSync(marker, path.join(dbDir, "PG_VERSION"));
}
