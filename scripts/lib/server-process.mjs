// A built server started by the measuring scripts (bench, bench-cluster, perf-size and the
// others, the seeded folder's first start): its process on 127.0.0.1 with the demo content and
// warnings only, and the wait for its /readyz.
import { spawn } from "node:child_process";

/**
 * Starts `main` (a build's server/main.js) on 127.0.0.1:`port` with its data in `dataDir`, in
 * production, seeding the demo content, logging warnings; `env` on top, `nodeArgs` before the
 * file; stderr shown unless `stdio` says otherwise.
 */
export function spawnBuiltServer(
  main,
  { port, dataDir, env = {}, nodeArgs = [], stdio = ["ignore", "ignore", "inherit"] },
) {
  return spawn(process.execPath, [...nodeArgs, main], {
    stdio,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED: "demo",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
}

/**
 * Resolves once the server `child` on `port` answers /readyz with 200, asking every `pollMs`.
 * Throws `exitedMessage()` if the process ends first, `timeoutMessage()` after `timeoutMs`.
 */
export async function waitUntilReady(
  child,
  port,
  { exitedMessage, timeoutMs = Infinity, timeoutMessage, pollMs = 200 },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(exitedMessage());
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(timeoutMessage());
    await new Promise((done) => setTimeout(done, pollMs));
  }
}
