// A data folder as the built server leaves it after its first start with the demo content
// (database migrated and seeded, demo images and their variants, the test admin), made once per
// build and copied by whoever needs a fresh site: the browser tests' servers (one per worker) and
// the measuring scripts. A first start costs 10–40 s of CPU (the database, the demo images); a
// copy and a second start cost a few. The folder is keyed by the server bundle's hash, so a new
// build gets a new one; several processes asking at once build it once each and keep one.
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawnBuiltServer, waitUntilReady } from "./server-process.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The admin every copy holds (the browser tests log in with it). */
export const SEEDED_ADMIN = { username: "e2e-admin", password: "e2e admin passphrase" };

function buildDir() {
  return path.resolve(root, process.env.BUILD_DIR ?? "build");
}

/** Where the folder of the current build lives (it may not exist yet). */
export function seededDataDir() {
  const bundle = path.join(buildDir(), "server", "server.js");
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: build first (npm run build).`);
  const hash = createHash("sha256").update(fs.readFileSync(bundle)).digest("hex").slice(0, 16);
  // The demo content is dated from the day it is loaded (fairs to come, certificates valid today).
  const day = new Date().toISOString().slice(0, 10);
  return path.join(os.tmpdir(), `site-seeded-${hash}-${day}`);
}

/** The seeded folder of the current build, made now if it is missing. */
export async function ensureSeededData() {
  const dir = seededDataDir();
  if (fs.existsSync(path.join(dir, ".ready"))) return dir;
  const building = `${dir}.${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  await firstStart(building);
  fs.writeFileSync(path.join(building, ".ready"), "");
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another process finished first: its folder is as good as this one.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A fresh copy of the seeded folder at `target` (created; must not exist or be empty). */
export async function copySeededData(target) {
  const source = await ensureSeededData();
  fs.cpSync(source, target, { recursive: true, filter: (from) => path.basename(from) !== ".ready" });
}

/** Starts the built server on `dataDir` with the demo content and stops it once it is ready. */
async function firstStart(dataDir) {
  const port = await freePort();
  const child = spawnBuiltServer(path.join(buildDir(), "server", "main.js"), {
    port,
    dataDir,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ADMIN_USERNAME: SEEDED_ADMIN.username, ADMIN_PASSWORD: SEEDED_ADMIN.password, SMTP_URL: "" },
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors = (errors + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise((done) => child.once("exit", (code, signal) => done(signal ?? code)));
  try {
    await waitUntilReady(child, port, {
      exitedMessage: () =>
        `the built server exited (${child.signalCode ?? child.exitCode}) before it was ready:\n${errors}`,
      timeoutMs: 300_000,
      timeoutMessage: () => `the built server was not ready within 300 s:\n${errors}`,
    });
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  child.kill("SIGTERM");
  const end = await exited;
  if (end !== 0) throw new Error(`the built server did not stop cleanly (${end}):\n${errors}`);
}

export function freePort() {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
