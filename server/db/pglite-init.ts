import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

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
