import fs from "node:fs";
import path from "node:path";

export type DataDirLock = { path: string; release(): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${path.dirname(lockPath)} is in use by another process (pid ${pid}). ` +
        "Only one process may open the embedded database at a time: stop the running server first, " +
        "or point DATA_DIR at another folder.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite corrupts a data folder silently when two processes open it, so whoever opens it
 * holds DATA_DIR/.lock (with its pid). A lock left by a dead process (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx", mode: 0o600 });
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(lockPath, pid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

/** For CLI tasks: refuse to touch a folder a live server holds. */
export function assertDataDirFree(dataDir: string): void {
  const lockPath = path.join(dataDir, ".lock");
  if (!fs.existsSync(lockPath)) return;
  const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(lockPath, pid);
}
