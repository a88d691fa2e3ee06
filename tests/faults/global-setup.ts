// Creates one migrated, empty database the fault tests copy: a fresh embedded database takes
// tens of seconds to create on a busy machine, a copy starts in about a second.
import fs from "node:fs";
import path from "node:path";
import { startServer, tempDir } from "./harness";

export default async function setup() {
  const dir = tempDir("site-faults-template-");
  const server = await startServer({ port: 3799, dataDir: dir, template: false, readyTimeoutMs: 120_000 });
  const exit = await server.stop();
  if (exit.code !== 0) throw new Error(`template server exited with ${exit.code}`);
  for (const folder of ["uploads", "private", "tmp"])
    fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
  process.env.FAULTS_TEMPLATE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
