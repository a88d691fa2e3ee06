// npm run backup / restore with S3_BUCKET set: the archive carries the bucket's objects, and a
// restore puts them back into the bucket.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Area, readAll } from "../../server/storage/objects";
import { s3Store } from "../../server/storage/s3";
import { type S3TestServer, startS3Server } from "../helpers/s3-server";
import { ensureTemplate } from "../helpers/template";

const tsx = path.resolve("node_modules/.bin/tsx");
const run = promisify(execFile);
let s3: S3TestServer;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-bucket-"));

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket("backup-from");
  await s3.createBucket("backup-to");
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const envOf = (dataDir: string, bucket: string) => {
  const settings = s3.settings(bucket);
  return {
    PATH: process.env.PATH ?? "",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: "1",
  };
};

async function contentOf(bucket: string) {
  const store = s3Store(s3.settings(bucket));
  const found: Record<string, string> = {};
  try {
    for (const area of ["uploads", "private"] as Area[]) {
      for await (const item of store.list(area)) {
        found[`${area}/${item.key}`] = (await readAll((await store.open(area, item.key))!)).toString("hex");
      }
    }
  } finally {
    store.close();
  }
  return found;
}

// Three runs of the CLI through tsx (a few seconds each, more on a busy machine).
describe("backup and restore with a bucket", { timeout: 120_000 }, () => {
  it("archives the bucket's objects and restores them into another bucket, refusing a full one without --force", async () => {
    const source = path.join(work, "source");
    fs.cpSync(path.join(await ensureTemplate(), "db"), path.join(source, "db"), { recursive: true });
    const store = s3Store(s3.settings("backup-from"));
    try {
      for (const [area, key] of [
        ["uploads", "img1-400.webp"],
        ["uploads", "img1-800.webp"],
        ["private", "cv1"],
      ] as [Area, string][]) {
        const file = path.join(work, `${key}.src`);
        fs.writeFileSync(file, randomBytes(2000));
        await store.putFile(area, key, file, "application/octet-stream");
      }
    } finally {
      store.close();
    }
    const archive = path.join(work, "site.tar.gz");
    const backup = await run(tsx, ["scripts/backup.ts", "--out", archive], {
      env: envOf(source, "backup-from"),
    });
    expect(backup.stdout).toMatch(/3 files/);
    // Nothing of the bucket was written to the data folder on the way.
    expect(fs.existsSync(path.join(source, "uploads"))).toBe(false);

    const target = path.join(work, "target");
    const restored = await run(tsx, ["scripts/restore.ts", archive], { env: envOf(target, "backup-to") });
    expect(restored.stdout).toMatch(/3 files/);
    expect(await contentOf("backup-to")).toEqual(await contentOf("backup-from"));
    expect(fs.readdirSync(path.join(target, "private"))).toEqual([]);

    const again = await run(tsx, ["scripts/restore.ts", archive], {
      env: envOf(path.join(work, "t2"), "backup-to"),
    }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1 });
    expect((again as { stderr: string }).stderr).toMatch(/3 objects in the bucket backup-to/);
  });
});
