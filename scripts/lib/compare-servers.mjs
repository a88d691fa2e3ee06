// Two (or more) builds' servers side by side for a before/after measurement (bench-compare.mjs,
// perf-main-thread.mjs): each on its own port and fresh data folder, seeded with the demo content
// by its own build (an older build keeps its own schema), started as `npm start` starts it. The
// servers and folders go when the measuring process exits.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnBuiltServer, waitUntilReady } from "./server-process.mjs";
import { startFlags } from "./start-flags.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const START = startFlags();
const children = [];
const folders = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** Starts `build` (a folder, relative to the project or absolute) on `port`; resolves its pid when ready. */
export async function startBuild(build, port, env = {}) {
  const main = path.join(path.resolve(root, build), "server", "main.js");
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build it first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-compare-"));
  folders.push(dataDir);
  const child = spawnBuiltServer(main, {
    port,
    dataDir,
    nodeArgs: START.nodeArgs,
    env: { ...START.env, ...env },
  });
  children.push(child);
  await waitUntilReady(child, port, {
    exitedMessage: () => `${build}: the server exited (${child.exitCode})`,
    timeoutMs: 120_000,
    timeoutMessage: () => `${build}: not ready within 120 s`,
  });
  return child.pid;
}
