// `.ci/run` runs the suites on Node.js 24 and, on a machine whose own Node is older, names that one
// in MACHINE_NODE: the API tests on PGlite run on it too (what the README's two commands run
// there), beside the black-box suites, whose ports they do not use.
import path from "node:path";
import { runCounted, runPiped } from "./run-process.mjs";

/** Runs them when MACHINE_NODE is set: `{ stage: [name, seconds], suite }`, or null. */
export async function apiTestsOnMachineNode(results) {
  const node = process.env.MACHINE_NODE;
  if (!node) return null;
  const started = Date.now();
  const version = (await runPiped(node, ["--version"])).lines[0]?.trim() ?? "?";
  const result = await runCounted(
    node,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--project=pglite",
      "tests/api",
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
