import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolders, localStore, sha256File } from "../../server/storage/local";
import { type ObjectStore, readAll } from "../../server/storage/objects";
import { s3Store } from "../../server/storage/s3";
import { type S3TestServer, startS3Server } from "../helpers/s3-server";

let s3: S3TestServer;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "object-store-"));

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket("contract");
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A local file of `bytes` random bytes. */
function fileOf(bytes: number): { file: string; data: Buffer } {
  const data = randomBytes(bytes);
  const file = path.join(work, `${randomBytes(6).toString("hex")}.part`);
  fs.writeFileSync(file, data);
  return { file, data };
}

async function keysOf(store: ObjectStore, area: "uploads" | "private") {
  const keys: string[] = [];
  for await (const item of store.list(area)) keys.push(item.key);
  return keys.sort();
}

const drivers: [string, () => ObjectStore][] = [
  [
    "local folder",
    () => {
      const root = fs.mkdtempSync(path.join(work, "data-"));
      const folders = localFolders(root);
      fs.mkdirSync(folders.uploadsDir);
      fs.mkdirSync(folders.privateDir);
      return localStore(folders);
    },
  ],
  ["S3 bucket", () => s3Store(s3.settings("contract"))],
];

describe.each(drivers)("object store contract: %s", (_name, make) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = make();
  });
  afterAll(async () => {
    for (const area of ["uploads", "private"] as const) await store.remove(area, await keysOf(store, area));
    store.close();
  });

  it("gives back what was put, byte for byte, and moves or copies the local file as asked", async () => {
    const moved = fileOf(70_000);
    await store.putFile("uploads", "key1-400.webp", moved.file, "image/webp");
    expect(fs.existsSync(moved.file)).toBe(false);
    const object = await store.open("uploads", "key1-400.webp");
    expect(object).not.toBeNull();
    expect(object!.size).toBe(70_000);
    expect(object!.contentType).toBe("image/webp");
    expect((await readAll(object!)).equals(moved.data)).toBe(true);

    const copied = fileOf(1234);
    await store.putFile("private", "cv1", copied.file, "application/pdf", "copy");
    expect(fs.readFileSync(copied.file).equals(copied.data)).toBe(true);
    expect((await readAll((await store.open("private", "cv1"))!)).equals(copied.data)).toBe(true);
    expect((await store.head("private", "cv1"))?.size).toBe(1234);
  });

  it("keeps the two areas apart and lists each with sizes and times", async () => {
    const before = Date.now() - 60_000;
    await store.putFile("private", "cv2", fileOf(10).file, "application/pdf");
    expect(await store.open("uploads", "cv2")).toBeNull();
    expect(await keysOf(store, "uploads")).toEqual(["key1-400.webp"]);
    expect(await keysOf(store, "private")).toEqual(["cv1", "cv2"]);
    for await (const item of store.list("private")) {
      expect(item.size).toBe(item.key === "cv1" ? 1234 : 10);
      expect(item.modified.getTime()).toBeGreaterThan(before);
    }
  });

  it("stores a file of several parts (above 5 MiB) whole", async () => {
    const big = fileOf(6 * 1024 * 1024 + 17);
    const sha = await sha256File(big.file);
    await store.putFile("private", "big", big.file, "application/pdf", "copy");
    const object = await store.open("private", "big");
    expect(object!.size).toBe(big.data.length);
    expect((await readAll(object!)).equals(big.data)).toBe(true);
    const head = await store.head("private", "big");
    if (head?.sha256 !== undefined) expect(head.sha256).toBe(sha);
  });

  it("answers null for a missing key and for a key that climbs out of its area", async () => {
    expect(await store.open("private", "nothing")).toBeNull();
    expect(await store.head("private", "nothing")).toBeNull();
    for (const key of ["../uploads/key1-400.webp", "a/b", "..", ".hidden", ""]) {
      expect(await store.open("uploads", key)).toBeNull();
    }
    await expect(store.putFile("private", "../escape", fileOf(1).file, "text/plain")).rejects.toThrow();
  });

  it("removes objects, quietly for those already gone, and a failed put leaves no object", async () => {
    await store.remove("private", ["cv2", "never-there"]);
    expect(await store.open("private", "cv2")).toBeNull();
    await expect(
      store.putFile("private", "ghost", path.join(work, "no-such-file"), "application/pdf"),
    ).rejects.toThrow();
    expect(await keysOf(store, "private")).not.toContain("ghost");
    expect(await store.ping()).toBe(true);
  });
});

describe("S3 bucket with wrong credentials", () => {
  it("is refused by the server (403), reported as down, and nothing is stored", async () => {
    const setup = s3Store(s3.settings("contract"));
    await setup.putFile("private", "known", fileOf(10).file, "application/pdf");
    setup.close();
    const wrong = s3Store(s3.settings("contract", { secretAccessKey: "not-the-secret" }));
    try {
      const { file } = fileOf(100);
      const error = await wrong.putFile("private", "intruder", file, "application/pdf").then(
        () => null,
        (e: { $metadata?: { httpStatusCode?: number } }) => e,
      );
      expect(error?.$metadata?.httpStatusCode).toBe(403);
      await expect(wrong.open("private", "cv1")).rejects.toMatchObject({
        $metadata: { httpStatusCode: 403 },
      });
      expect(await wrong.ping()).toBe(false);
      // Removal is quiet (it follows committed changes); the refused delete removed nothing.
      await expect(wrong.remove("private", ["known"])).resolves.toBeUndefined();
    } finally {
      wrong.close();
    }
    const right = s3Store(s3.settings("contract"));
    try {
      expect(await right.open("private", "known")).not.toBeNull();
      await right.remove("private", ["known"]);
      expect(await right.open("private", "intruder")).toBeNull();
      expect(await right.ping()).toBe(true);
    } finally {
      right.close();
    }
  });

  it("reports an unreachable server or a missing bucket as down", async () => {
    const missing = s3Store(s3.settings("no-such-bucket"));
    const closed = s3Store(s3.settings("contract", { endpoint: "http://127.0.0.1:9" }));
    try {
      expect(await missing.ping()).toBe(false);
      expect(await closed.ping()).toBe(false);
    } finally {
      missing.close();
      closed.close();
    }
  });
});
