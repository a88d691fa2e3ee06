// Starts the built site (BUILD_DIR, default build) on a fresh copy of the seeded data folder (the
// demo content, made once per build: seeded-data.mjs), for the measuring scripts (perf-size,
// perf-lighthouse, the test runner's machine figure). PERF_URL=<origin> measures a server
// already running there (with the demo content) instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copySeededData, freePort } from "./seeded-data.mjs";
import { spawnBuiltServer, waitUntilReady } from "./server-process.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/** @returns {Promise<{ origin: string, stop: () => Promise<void> }>} */
export async function startBuiltServer() {
  if (process.env.PERF_URL) return { origin: process.env.PERF_URL.replace(/\/$/, ""), stop: async () => {} };

  const buildName = process.env.BUILD_DIR ?? "build";
  const launcher = path.join(path.resolve(root, buildName), "server", "main.js");
  if (!fs.existsSync(launcher)) {
    throw new Error(`${launcher} is missing: build first (BUILD_DIR=${buildName} npm run build).`);
  }
  const port = Number(process.env.PERF_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-perf-"));
  await copySeededData(dataDir);
  const server = spawnBuiltServer(launcher, { port, dataDir });
  let exited = false;
  const gone = new Promise((done) => server.once("exit", done)).then(() => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) {
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await gone;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // A second start on a copied folder takes a few seconds, more on a busy machine:
  // PERF_READY_TIMEOUT seconds at most (default 180).
  const limit = Number(process.env.PERF_READY_TIMEOUT) || 180;
  try {
    await waitUntilReady(server, port, {
      exitedMessage: () => "the built server exited before it was ready",
      timeoutMs: limit * 1000,
      timeoutMessage: () => `the built server was not ready on ${origin} within ${limit} s`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The public pages with one fabric, collection and exhibition (and four fabrics compared) of the demo content: [name, path]. */
export async function publicPages(origin) {
  const fabric = await firstId(origin, "/api/fabrics?limit=1");
  const collection = await firstId(origin, "/api/collections");
  const exhibition = await firstId(origin, "/api/exhibitions?limit=1");
  // Four fabrics side by side, as the tray's link asks for them.
  const four = (await (await fetch(`${origin}/api/fabrics?page_size=4`)).json()).data
    .map((f) => f.id)
    .join(",");
  return [
    ["home", "/"],
    ["about", "/about"],
    ["fabrics", "/fabrics"],
    // The finder with filters applied: linen twill, 100–140 g/m².
    ["fabrics-finder", "/fabrics?fiber=linen&weave=twill&gsm_min=100&gsm_max=140"],
    ["fabric", `/fabric/${fabric}`],
    ["collections", "/collections"],
    ["collection", `/collections/${collection}`],
    ["certificates", "/certificates"],
    ["traceability", "/traceability"],
    ["exhibitions", "/exhibitions"],
    ["exhibition", `/exhibition/${exhibition}`],
    ["careers", "/careers"],
    ["contact", "/contact"],
    ["privacy", "/privacy"],
    ["compare", `/compare?ids=${four}`],
    // An alert mail's two links, with a token of the right form: what a click in the mail opens.
    ["alert-confirm", `/alerts/confirm?token=${"a".repeat(43)}`],
    ["alert-unsubscribe", `/alerts/unsubscribe?token=${"a".repeat(43)}`],
  ];
}

async function firstId(origin, apiPath) {
  const body = await (await fetch(origin + apiPath)).json();
  const id = body?.data?.[0]?.id;
  if (!Number.isInteger(id)) throw new Error(`${apiPath} returned no item (demo content missing?)`);
  return id;
}
