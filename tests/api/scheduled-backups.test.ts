// Scheduled backups (BACKUP_SCHEDULE) on a controlled clock: archives in the target, pruning,
// a restore of the last one by `npm run restore`, and one backup among several processes.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { startBackupSchedule } from "../../server/backup/schedule";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { contactMessages, countries } from "../../server/db/schema";
import { createTempDatabase, createTestApp, TEST_DB, type TestApp } from "../helpers/app";
import {
  contentOf,
  controlledClock,
  DAY,
  filesOf,
  type Line,
  local,
  MINUTE,
  recordingLog,
} from "../helpers/backup";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const work = () => fs.mkdtempSync(path.join(os.tmpdir(), "site-scheduled-"));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

describe.skipIf(TEST_DB === "postgres")(
  "scheduled backups on the embedded database",
  { timeout: 120_000 },
  () => {
    it("makes an archive at each schedule point, keeps BACKUP_KEEP of the site's, and the last one restores the site", async () => {
      const t: TestApp = await createTestApp();
      cleanups.push(() => t.close());
      const target = work();
      cleanups.push(() => fs.rmSync(target, { recursive: true, force: true }));
      // An older archive of the site (pruned) and someone else's file (left alone).
      fs.writeFileSync(path.join(target, "site-2020-01-01T00-00-00-000Z.tar.gz"), "old");
      fs.writeFileSync(path.join(target, "notes.tar.gz"), "not ours");
      await t.ctx.db.insert(countries).values({ name: { tr: "Fransa", en: "France" }, code: "FR" });
      await t.ctx.db
        .insert(contactMessages)
        .values({ fullName: "Ayşe", email: "a@example.com", message: "Merhaba" });
      fs.mkdirSync(path.join(t.dataDir, "uploads"), { recursive: true });
      fs.mkdirSync(path.join(t.dataDir, "private"), { recursive: true });
      fs.writeFileSync(path.join(t.dataDir, "uploads", "img1-400.webp"), randomBytes(3000));
      fs.writeFileSync(path.join(t.dataDir, "private", "cv1"), randomBytes(2000));

      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: t.dataDir,
        BACKUP_SCHEDULE: "15 3 * * *",
        BACKUP_TARGET: target,
        BACKUP_KEEP: "2",
      });
      const lines: Line[] = [];
      const clock = controlledClock(local(2026, 3, 10, 3, 0));
      const schedule = startBackupSchedule({ config, database: t.ctx.database }, recordingLog(lines), clock)!;
      cleanups.push(() => schedule.stop());

      // Not before its time.
      await clock.advance(14 * MINUTE);
      await schedule.idle();
      expect(lines.filter((l) => l.message === "backup written")).toHaveLength(0);
      await clock.advance(MINUTE);
      await schedule.idle();
      // Changed between the two backups: the second archive holds it.
      await t.ctx.db.insert(countries).values({ name: { tr: "İspanya", en: "Spain" }, code: "ES" });
      fs.writeFileSync(path.join(t.dataDir, "uploads", "img2-400.webp"), randomBytes(1000));
      await clock.advance(DAY);
      await schedule.idle();

      const first = `site-${local(2026, 3, 10, 3, 15).toISOString().replace(/[:.]/g, "-")}.tar.gz`;
      const second = `site-${local(2026, 3, 11, 3, 15).toISOString().replace(/[:.]/g, "-")}.tar.gz`;
      expect(fs.readdirSync(target).sort()).toEqual([first, second, "notes.tar.gz"].sort());
      expect(fs.statSync(path.join(target, second)).mode & 0o777).toBe(0o600);
      const written = lines.filter((l) => l.message === "backup written");
      expect(written).toHaveLength(2);
      expect(written[1]!.fields.backup).toMatchObject({
        target,
        archive: second,
        bytes: fs.statSync(path.join(target, second)).size,
        ms: expect.any(Number),
        database: "pglite",
        files: 3,
        pruned: 1,
      });
      expect(lines.filter((l) => l.level === "error")).toEqual([]);

      // The restore `npm run restore` runs, into an empty data folder.
      const restored = work();
      cleanups.push(() => fs.rmSync(restored, { recursive: true, force: true }));
      const out = await run(tsx, ["scripts/restore.ts", path.join(target, second)], {
        env: { PATH: process.env.PATH ?? "", DATA_DIR: restored, LOG_LEVEL: "silent" },
      });
      expect(out.stdout).toMatch(/pglite database, 3 files/);
      const database = await openDatabase({ dataDir: restored, lock: false });
      cleanups.push(() => database.close());
      expect(await contentOf(database)).toEqual(await contentOf(t.ctx.database));
      expect((await contentOf(database)).countries).toHaveLength(2);
      const messages = await database.db.select().from(contactMessages);
      expect(messages.map((m) => m.fullName)).toEqual(["Ayşe"]);
      expect(filesOf(restored)).toEqual(filesOf(t.dataDir));
    });

    it("skips a point that comes while the previous backup still runs, and stopping abandons a backup cleanly", async () => {
      const t: TestApp = await createTestApp();
      cleanups.push(() => t.close());
      const target = work();
      cleanups.push(() => fs.rmSync(target, { recursive: true, force: true }));
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: t.dataDir,
        BACKUP_SCHEDULE: "* * * * *",
        BACKUP_TARGET: target,
      });
      const lines: Line[] = [];
      const clock = controlledClock(local(2026, 3, 10, 3, 0));
      const schedule = startBackupSchedule({ config, database: t.ctx.database }, recordingLog(lines), clock)!;
      // Two points a minute apart, the first backup not finished when the second comes.
      await clock.advance(MINUTE);
      await clock.advance(MINUTE);
      expect(
        lines.filter((l) => l.message === "scheduled backup skipped: the previous one is still running"),
      ).toHaveLength(1);
      // Stopped mid-backup: the run is abandoned, no archive nor partial file stays.
      await schedule.stop();
      expect(fs.readdirSync(target)).toEqual([]);
      expect(lines.filter((l) => l.message === "backup abandoned: the server is stopping")).toHaveLength(1);
      expect(lines.filter((l) => l.level === "error")).toEqual([]);
    });
  },
);

describe.skipIf(TEST_DB !== "postgres")("scheduled backups on PostgreSQL", { timeout: 120_000 }, () => {
  it("two processes due at the same moment make one backup (advisory lock)", async () => {
    const temp = await createTempDatabase();
    cleanups.push(() => temp.drop());
    const target = work();
    cleanups.push(() => fs.rmSync(target, { recursive: true, force: true }));
    const lines: Line[] = [];
    const clock = controlledClock(local(2026, 3, 10, 3, 0));
    const schedules = [];
    for (const name of ["a", "b"]) {
      const dataDir = work();
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        DATABASE_URL: temp.url,
        BACKUP_SCHEDULE: "15 3 * * *",
        BACKUP_TARGET: target,
      });
      const database = await openDatabase({ dataDir, databaseUrl: temp.url });
      cleanups.push(() => database.close());
      const schedule = startBackupSchedule({ config, database }, recordingLog(lines), clock)!;
      cleanups.push(() => schedule.stop());
      schedules.push({ name, schedule });
    }
    await clock.advance(15 * MINUTE);
    await Promise.all(schedules.map((s) => s.schedule.idle()));
    expect(fs.readdirSync(target).filter((n) => n.endsWith(".tar.gz"))).toHaveLength(1);
    expect(lines.filter((l) => l.message === "backup written")).toHaveLength(1);
    expect(
      lines.filter((l) => l.message === "scheduled backup skipped: another process makes or made it"),
    ).toHaveLength(1);
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  });
});
