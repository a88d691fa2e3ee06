// Shared by the measuring scripts (bench*.mjs, perf-lighthouse.mjs): the bench's settings and
// request headers, a process's CPU time, an autocannon client that counts response bodies
// without keeping them, and the median.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Every request asks for compression, as browsers (and their fetch()) do. */
export const ACCEPT = { "accept-encoding": "gzip, deflate, br, zstd" };
/** A returning visitor's browser: language chosen, overlay already seen. */
export const BROWSER = {
  ...ACCEPT,
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  "accept-language": "en",
  cookie: "seen=1; i18next=en",
};

/**
 * What bench.mjs and bench-cluster.mjs measure and how: the build (BUILD_DIR, default build) and
 * its server's launcher; BENCH_SECONDS per target and round (default 4), BENCH_ROUNDS (default
 * 2), BENCH_CONNECTIONS (default 16).
 */
export function benchSettings() {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  return {
    root,
    buildDir,
    serverMain: path.join(buildDir, "server", "main.js"),
    SECONDS: Number(process.env.BENCH_SECONDS ?? 4),
    ROUNDS: Number(process.env.BENCH_ROUNDS ?? 2),
    CONNECTIONS: Number(process.env.BENCH_CONNECTIONS ?? 16),
  };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
const CLK_TCK = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMsOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/**
 * autocannon (9.0) appends every response body to a string (`req.body += chunk`) in case
 * `expectBody` or `verifyBody` wants it. That decodes each body as UTF-8: for a compressed
 * 14 KB page it costs the generator more than the server's whole work for that request, so
 * its req/s showed autocannon's limit (~4,000/s), not the server's. The bench checks no body
 * (status and errors only, bodies are checked by the tests), so each connection counts the
 * bytes and drops them. Throws when autocannon's internals have moved, rather than measuring
 * something else in silence.
 */
export function dropBodies(client) {
  const queue = client.pipelinedRequests;
  if (!queue || typeof queue.addBody !== "function") {
    throw new Error(
      "autocannon's client has no pipelinedRequests.addBody: check scripts/lib/load.mjs against this autocannon version",
    );
  }
  queue.addBody = () => {};
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
