import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAll } from "../../server/storage/objects";
import { s3Store } from "../../server/storage/s3";
import { type S3TestServer, startS3Server } from "../helpers/s3-server";

const tsx = path.resolve("node_modules/.bin/tsx");
const run = promisify(execFile);
let s3: S3TestServer;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "storage-migrate-"));

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket("migrate");
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The command as an operator runs it, with the bucket's variables and a data folder. */
function migrate(dataDir: string, args: string[] = []) {
  const settings = s3.settings("migrate");
  return run(tsx, ["scripts/storage-migrate.ts", ...args], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: dataDir,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_BUCKET: "migrate",
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: "true",
    },
  });
}

function dataDirWith(files: Record<string, Buffer>) {
  const dir = fs.mkdtempSync(path.join(work, "data-"));
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
  }
  return dir;
}

describe("npm run storage:migrate", () => {
  const files = {
    "uploads/img1-400.webp": randomBytes(5000),
    "uploads/img1-800.webp": randomBytes(9000),
    "private/cv1": randomBytes(3000),
  };

  it("copies the local files to the bucket, then skips them when run again", async () => {
    const dir = dataDirWith(files);
    const first = await migrate(dir);
    expect(first.stdout).toMatch(/uploads\/: 2 files, 2 copied, 0 already there/);
    expect(first.stdout).toMatch(/private\/: 1 files, 1 copied, 0 already there/);
    const bucket = s3Store(s3.settings("migrate"));
    try {
      for (const [name, data] of Object.entries(files)) {
        const [area, key] = name.split("/") as ["uploads" | "private", string];
        expect((await readAll((await bucket.open(area, key))!)).equals(data), name).toBe(true);
      }
      expect((await bucket.open("uploads", "img1-400.webp"))!.contentType).toBe("image/webp");
    } finally {
      bucket.close();
    }
    // The source stays; a second run finds everything in place.
    expect(fs.readFileSync(path.join(dir, "private/cv1")).equals(files["private/cv1"])).toBe(true);
    const again = await migrate(dir);
    expect(again.stdout).toMatch(/uploads\/: 2 files, 0 copied, 2 already there/);
    expect(again.stdout).toMatch(/private\/: 1 files, 0 copied, 1 already there/);
  });

  it("copies an object again when the bucket holds other content under its key", async () => {
    const changed = randomBytes(3000);
    const dir = dataDirWith({ ...files, "private/cv1": changed });
    const result = await migrate(dir);
    expect(result.stdout).toMatch(/private\/: 1 files, 1 copied, 0 already there/);
    const bucket = s3Store(s3.settings("migrate"));
    try {
      expect((await readAll((await bucket.open("private", "cv1"))!)).equals(changed)).toBe(true);
    } finally {
      bucket.close();
    }
  });

  it("copies the bucket back to an empty data folder with --to local (private files 0600)", async () => {
    const dir = fs.mkdtempSync(path.join(work, "back-"));
    const result = await migrate(dir, ["--to", "local"]);
    expect(result.stdout).toMatch(/uploads\/: 2 files, 2 copied/);
    expect(
      fs.readFileSync(path.join(dir, "uploads/img1-800.webp")).equals(files["uploads/img1-800.webp"]),
    ).toBe(true);
    expect(fs.statSync(path.join(dir, "private/cv1")).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(dir, "uploads")).sort()).toEqual(["img1-400.webp", "img1-800.webp"]);
    const again = await migrate(dir, ["--to", "local"]);
    expect(again.stdout).toMatch(/uploads\/: 2 files, 0 copied, 2 already there/);
  });

  it("refuses without a bucket, and with a wrong secret, saying why", async () => {
    const dir = dataDirWith(files);
    const none = await run(tsx, ["scripts/storage-migrate.ts"], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(none).toMatchObject({ code: 1 });
    expect((none as { stderr: string }).stderr).toMatch(/S3_BUCKET is not set/);
    const settings = s3.settings("migrate");
    const wrong = await run(tsx, ["scripts/storage-migrate.ts"], {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH ?? "",
        DATA_DIR: dir,
        S3_ENDPOINT: settings.endpoint!,
        S3_REGION: "us-east-1",
        S3_BUCKET: "migrate",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "wrong",
        S3_FORCE_PATH_STYLE: "1",
      },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(wrong).toMatchObject({ code: 1 });
    expect((wrong as { stderr: string }).stderr).toMatch(/cannot be reached/);
  });
});
