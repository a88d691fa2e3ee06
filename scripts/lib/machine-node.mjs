// `.ci/run` runs the suites on Node.js 24 and, on a machine whose own Node is older, names that one
// in MACHINE_NODE: the API tests on PGlite that touch what differs between Node versions run on it
// too (what the README's two commands run there), beside the black-box suites, whose ports they do
// not use. Every API test runs on Node.js 24 on both databases; this run is the older Node's check.
import fs from "node:fs";
import path from "node:path";
import { runCounted, runPiped } from "./run-process.mjs";

/**
 * The API test files run again on the machine's Node: the start and its data, the crypto (argon2,
 * sessions, second factor, tokens, HMAC signatures), the native image package and multipart
 * streams, the PDF and archive streams, fetch and sockets (the bucket, SMTP), the HTTP layer
 * (compression, conditional answers, the server render) and the instrumentation. The others check
 * the application's own rules, which do not change with the Node version.
 */
export const MACHINE_NODE_FILES = [
  // start, seed, command line, database loss
  "seed",
  "admin-setup",
  "cli",
  "database-down",
  "platform",
  // crypto
  "auth",
  "login-security",
  "api-tokens",
  "webhooks",
  // images and multipart uploads
  "uploads",
  "exhibition-photos",
  "fabric-import",
  // PDF and archives
  "spec-sheet",
  "labels-pdf",
  "content-transfer",
  "scheduled-backups",
  // fetch and sockets
  "object-storage",
  "scheduled-backups-bucket",
  "mail",
  // HTTP and the server render
  "site",
  "public-cache",
  "http-caching",
  // instrumentation
  "traces",
  "metrics",
].map((name) => `tests/api/${name}.test.ts`);

/** Runs them when MACHINE_NODE is set: `{ stage: [name, seconds], suite }`, or null. */
export async function apiTestsOnMachineNode(results) {
  const node = process.env.MACHINE_NODE;
  if (!node) return null;
  const root = path.resolve(import.meta.dirname, "..", "..");
  const missing = MACHINE_NODE_FILES.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0)
    throw new Error(`machine-node.mjs names test files that do not exist: ${missing.join(", ")}`);
  const started = Date.now();
  const version = (await runPiped(node, ["--version"])).lines[0]?.trim() ?? "?";
  const result = await runCounted(
    node,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--project=pglite",
      ...MACHINE_NODE_FILES,
      "--reporter=default",
      "--reporter=./tests/helpers/summary-reporter.ts",
    ],
    // Its file times apart from the Node 24 run's (the slowest-files list reads the top folder).
    { TEST_REPORTS: path.join(results, "machine-node") },
    `[node ${version}] `,
  );
  return {
    stage: [`  API tests on PGlite, Node.js ${version}`, (Date.now() - started) / 1000],
    suite: {
      name: `API tests on PGlite on Node.js ${version}`,
      ...result,
      failures: result.failures.map((line) => line.replace(/^(\w+ TEST: )/, `$1[Node.js ${version}] `)),
    },
  };
}
