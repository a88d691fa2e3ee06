// Scheduled backups into the site's bucket (BACKUP_TARGET=s3:<prefix>), on a controlled clock,
// against an S3-compatible server in the test (s3rver: signed requests, real objects): archives
// under the prefix, the older ones of the site pruned, anything else there left alone, none of
// the site's own files touched; the last archive, fetched from the bucket, restores the site into
// an empty data folder and an empty bucket.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackupSchedule } from "../../server/backup/schedule";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { countries } from "../../server/db/schema";
import { s3Client } from "../../server/storage/s3";
import { createTestApp, TEST_DB, type TestApp } from "../helpers/app";
import { contentOf, controlledClock, DAY, type Line, local, MINUTE, recordingLog } from "../helpers/backup";
import { type S3TestServer, startS3Server } from "../helpers/s3-server";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-scheduled-bucket-"));
let s3: S3TestServer;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket("site");
  await s3.createBucket("restored");
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const s3Env = (bucket: string) => {
  const settings = s3.settings(bucket);
  return {
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: "1",
  };
};

async function keys(bucket: string, prefix = "") {
  const client = s3Client(s3.settings(bucket));
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (page.Contents ?? []).map((item) => item.Key!).sort();
  } finally {
    client.destroy();
  }
}

async function put(bucket: string, key: string, body: Buffer | string) {
  const client = s3Client(s3.settings(bucket));
  try {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
  } finally {
    client.destroy();
  }
}

async function download(bucket: string, key: string, file: string) {
  const client = s3Client(s3.settings(bucket));
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    fs.writeFileSync(file, await object.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

const archiveName = (at: Date) => `site-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;

describe.skipIf(TEST_DB === "postgres")("scheduled backups into the bucket", { timeout: 120_000 }, () => {
  it("writes each archive under the prefix, keeps BACKUP_KEEP, and the last one restores the site", async () => {
    await t.ctx.db.insert(countries).values({ name: { tr: "Fransa", en: "France" }, code: "FR" });
    // The site's files in the bucket, an older archive of the site (pruned), someone else's (kept).
    const image = randomBytes(3000);
    await put("site", "uploads/img1-400.webp", image);
    await put("site", "backups/site-2020-01-01T00-00-00-000Z.tar.gz", "old");
    await put("site", "backups/notes.tar.gz", "not ours");

    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: t.dataDir,
      BACKUP_SCHEDULE: "15 3 * * *",
      BACKUP_TARGET: "s3:backups/",
      BACKUP_KEEP: "1",
      ...s3Env("site"),
    });
    const lines: Line[] = [];
    const clock = controlledClock(local(2026, 3, 10, 3, 0));
    const schedule = startBackupSchedule({ config, database: t.ctx.database }, recordingLog(lines), clock)!;
    try {
      await clock.advance(15 * MINUTE);
      await schedule.idle();
      // Changed between the two: the second archive holds it.
      await t.ctx.db.insert(countries).values({ name: { tr: "İspanya", en: "Spain" }, code: "ES" });
      await clock.advance(DAY);
      await schedule.idle();
    } finally {
      await schedule.stop();
    }

    const last = archiveName(local(2026, 3, 11, 3, 15));
    expect(await keys("site", "backups/")).toEqual([`backups/${last}`, "backups/notes.tar.gz"].sort());
    // The site's own files are where they were.
    expect(await keys("site", "uploads/")).toEqual(["uploads/img1-400.webp"]);
    const written = lines.filter((l) => l.message === "backup written");
    expect(written).toHaveLength(2);
    expect(written[1]!.fields.backup).toMatchObject({
      target: "s3://site/backups/",
      archive: last,
      database: "pglite",
      files: 1,
      pruned: 1,
    });
    expect(lines.filter((l) => l.level === "error")).toEqual([]);

    // The last archive, taken from the bucket, restores into an empty folder and bucket.
    const archive = path.join(work, last);
    await download("site", `backups/${last}`, archive);
    const restored = path.join(work, "restored");
    const out = await run(tsx, ["scripts/restore.ts", archive], {
      env: { PATH: process.env.PATH ?? "", DATA_DIR: restored, LOG_LEVEL: "silent", ...s3Env("restored") },
    });
    expect(out.stdout).toMatch(/pglite database, 1 files?/);
    const database = await openDatabase({ dataDir: restored, lock: false });
    try {
      expect(await contentOf(database)).toEqual(await contentOf(t.ctx.database));
      expect((await contentOf(database)).countries).toHaveLength(2);
    } finally {
      await database.close();
    }
    expect(await keys("restored")).toEqual(["uploads/img1-400.webp"]);
    const copy = path.join(work, "img");
    await download("restored", "uploads/img1-400.webp", copy);
    expect(fs.readFileSync(copy).equals(image)).toBe(true);
  });
});
