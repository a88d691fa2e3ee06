// Starts the built server for the browser tests on a fresh data folder (demo content).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
const child = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? "build", "server", "main.js")], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, SEED: "demo", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
