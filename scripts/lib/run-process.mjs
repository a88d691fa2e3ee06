// Child processes of the test run (scripts/test.mjs): one run with the terminal, one whose output
// is echoed line by line with a prefix (suites side by side), one that reads a suite's counts.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

const cwd = path.resolve(import.meta.dirname, "..", "..");

export function run(command, args, env = {}) {
  const r = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
}

/** Runs a command, echoing its output with `prefix`, and answers its exit code and output's tail. */
export function runPiped(command, args, env = {}, prefix = "") {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    let tail = "";
    const lines = [];
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = "";
      from.on("data", (chunk) => {
        const text = chunk.toString("utf8");
        if (from === child.stdout) tail = (tail + text).slice(-4000);
        const parts = (pending + text).split("\n");
        pending = parts.pop() ?? "";
        for (const line of parts) {
          to.write(`${prefix}${line}\n`);
          if (from === child.stdout) lines.push(line);
        }
      });
      from.on("end", () => {
        if (!pending) return;
        to.write(`${prefix}${pending}\n`);
        if (from === child.stdout) lines.push(pending);
      });
    }
    child.on("close", (code) => resolve({ status: code ?? 1, tail, lines }));
  });
}

/** A suite that ends by printing `N passed, N failed[, N skipped]` and `FAILED TEST:` lines. */
export async function runCounted(command, args, env = {}, prefix = "") {
  const { status, tail, lines } = await runPiped(command, args, env, prefix);
  const found = [...tail.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].at(-1);
  return {
    status,
    failures: [...new Set(lines.filter((line) => /^(FAILED|RETRIED) TEST: /.test(line)))],
    counts: found
      ? { passed: Number(found[1]), failed: Number(found[2]), skipped: Number(found[3] ?? 0) }
      : null,
  };
}
