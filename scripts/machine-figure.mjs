#!/usr/bin/env node
// One line that tells a slow machine from a slow run: a fixed piece of CPU work (SHA-256 over
// 64 MiB, one core) and the built server's /healthz throughput for 3 s (16 connections, on a copy
// of the seeded data folder), printed as
//   machine: sha256 612 MB/s, /healthz 12,345 req/s (3 s, 16 connections)
// With --json, the same figures as JSON on the last line. Runs after `npm run build`.
import { createHash } from "node:crypto";
import autocannon from "autocannon";
import { startBuiltServer } from "./lib/built-server.mjs";
import { dropBodies } from "./lib/load.mjs";

function sha256Rate() {
  const block = Buffer.alloc(1024 * 1024, 7);
  const hash = createHash("sha256");
  const started = process.hrtime.bigint();
  for (let i = 0; i < 64; i++) hash.update(block);
  hash.digest();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return Math.round(64 / seconds);
}

async function healthzRate(origin) {
  const run = (duration) =>
    new Promise((resolve, reject) => {
      const instance = autocannon({ url: `${origin}/healthz`, connections: 16, duration }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
      instance.on("client", dropBodies);
    });
  await run(1); // warm-up: the JIT and the connections
  const result = await run(3);
  return Math.round(result.requests.average);
}

const server = await startBuiltServer();
try {
  const figures = { sha256MBps: sha256Rate(), healthzRps: await healthzRate(server.origin) };
  console.info(
    `machine: sha256 ${figures.sha256MBps} MB/s, /healthz ${figures.healthzRps.toLocaleString("en")} req/s (3 s, 16 connections)`,
  );
  if (process.argv.includes("--json")) console.info(JSON.stringify(figures));
} finally {
  await server.stop();
}
