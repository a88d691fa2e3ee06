// Scheduled backups inside the server (BACKUP_SCHEDULE, BACKUP_KEEP, BACKUP_TARGET): the archive
// `npm run backup` writes, made by one process at a time, the oldest beyond BACKUP_KEEP removed.
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { ADVISORY_LOCK } from "../db/advisory";
import type { Database } from "../db/client";
import { recordBackupSuccess } from "../metrics/scrape";
import { backupFailures, backupLastFailure } from "../metrics/series";
import { nextRun } from "./cron";
import { openArchiveStore } from "./target";
import { archiveName, archiveTime, writeArchive } from "./write";

export type BackupScheduler = {
  /** Clears the timer; a backup in progress is abandoned (its temporary files removed) and awaited. */
  stop(): Promise<void>;
  /** Resolves once no scheduled backup is running. */
  idle(): Promise<void>;
};

/** setTimeout's longest delay (about 24.8 days): a later run is re-armed on the way. */
const MAX_DELAY_MS = 2 ** 31 - 1;

type Made = { name: string; bytes: number; files: number; database: string; pruned: number };

/** The time and the timer the schedule reads: the system's, or a test's controlled one. */
export type ScheduleClock = {
  now(): number;
  /** A handle with `unref()` (the system's) is unref'd: the schedule never keeps the process alive. */
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const SYSTEM_CLOCK: ScheduleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout | undefined),
};

export function startBackupSchedule(
  deps: { config: Config; database: Database },
  log: FastifyBaseLogger,
  clock: ScheduleClock = SYSTEM_CLOCK,
): BackupScheduler | undefined {
  const { config, database } = deps;
  const settings = config.backup;
  if (!settings) return undefined;
  const store = openArchiveStore(settings.target, config.s3);
  const controller = new AbortController();
  let timer: unknown;
  let running: Promise<void> | undefined;
  let stopped = false;

  // The newest archive already there is the last success until this process makes one (a
  // restarted process does not report 0, nor does one whose siblings make the backups).
  store.names().then(
    (names) => {
      const last = names.length > 0 ? archiveTime(names[names.length - 1]!) : undefined;
      if (last) recordBackupSuccess(last.getTime() / 1000);
    },
    (error: unknown) => log.warn({ err: error, backup: { target: store.where } }, "backup target unreadable"),
  );

  /** Under the lock: skipped when an archive of this slot is there already (another process made it). */
  async function make(slot: Date): Promise<Made | undefined> {
    const before = await store.names();
    const newest = before.length > 0 ? archiveTime(before[before.length - 1]!) : undefined;
    if (newest && newest.getTime() >= slot.getTime()) return undefined;
    const name = archiveName(new Date(clock.now()));
    const written = await store.put(
      name,
      (file) => writeArchive({ config, database, signal: controller.signal }, file),
      controller.signal,
    );
    const all = [...before, name];
    const old = all.slice(0, Math.max(0, all.length - settings!.keep));
    // The archive is made: a failed removal is a warning, retried after the next backup.
    await store.remove(old).catch((error: unknown) => {
      log.warn({ err: error, backup: { target: store.where } }, "old backups not removed");
    });
    return { name, ...written, pruned: old.length };
  }

  async function run(slot: Date) {
    const started = clock.now();
    const where = { target: store.where, slot: slot.toISOString() };
    try {
      const result = await database.tryLock(ADVISORY_LOCK.backup, () => make(slot));
      if (!result.ran || !result.value) {
        log.info({ backup: where }, "scheduled backup skipped: another process makes or made it");
        return;
      }
      const made = result.value;
      recordBackupSuccess(clock.now() / 1000);
      log.info(
        {
          backup: {
            ...where,
            archive: made.name,
            bytes: made.bytes,
            ms: clock.now() - started,
            database: made.database,
            files: made.files,
            pruned: made.pruned,
          },
        },
        "backup written",
      );
    } catch (error) {
      if (controller.signal.aborted) {
        log.warn(
          { backup: { ...where, ms: clock.now() - started } },
          "backup abandoned: the server is stopping",
        );
        return;
      }
      backupFailures.inc();
      backupLastFailure.set(clock.now() / 1000);
      log.error({ err: error, backup: { ...where, ms: clock.now() - started } }, "backup failed");
    }
  }

  function due(slot: Date) {
    arm(slot);
    if (running) {
      log.warn(
        { backup: { target: store.where, slot: slot.toISOString() } },
        "scheduled backup skipped: the previous one is still running",
      );
      return;
    }
    running = run(slot).finally(() => {
      running = undefined;
    });
  }

  /** The timer for the first slot after `from` (a timer that fires early never runs a slot twice). */
  function arm(from: Date) {
    if (stopped) return;
    const next = nextRun(settings!.schedule, new Date(Math.max(clock.now(), from.getTime())));
    if (!next) return;
    const wait = next.getTime() - clock.now();
    timer = clock.setTimeout(
      () => (wait > MAX_DELAY_MS ? arm(from) : due(next)),
      Math.min(Math.max(wait, 0), MAX_DELAY_MS),
    );
    // The schedule never keeps the process alive.
    (timer as { unref?(): unknown }).unref?.();
  }

  arm(new Date(clock.now()));
  log.info(
    { backup: { schedule: settings.schedule.source, keep: settings.keep, target: store.where } },
    "scheduled backups on",
  );

  return {
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clock.clearTimeout(timer);
      controller.abort();
      while (running) await running;
      store.close();
    },
  };
}
