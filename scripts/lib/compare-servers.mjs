// Two (or more) builds' servers side by side for a before/after measurement (bench-compare.mjs,
// perf-main-thread.mjs): each on its own port and fresh data folder, seeded with the demo content
// by its own build (an older build keeps its own schema), started as `npm start` starts it. The
// servers and folders go when the measuring process exits.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
  const child = spawn(process.execPath, [...START.nodeArgs, main], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED: "demo",
      LOG_LEVEL: "warn",
      ...START.env,
      ...env,
    },
  });
  children.push(child);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${build}: the server exited (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child.pid;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${build}: not ready within 120 s`);
}
