// The site on an S3-compatible bucket (a test server in this process): what a visitor, an admin
// and an attacker see is what they see with the local folder, and the objects follow the rows.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { pageCsp } from "../../server/http/csp";
import { cleanLeftovers } from "../../server/media/cleanup";
import { s3Store } from "../../server/storage/s3";
import { createTestApp, multipart, type AdminSession, type TestApp } from "../helpers/app";
import { type S3TestServer, startS3Server } from "../helpers/s3-server";
import { adminApp } from "../helpers/suite";
import { hostile, jpeg, pdfOfSize } from "../fixtures/images";

let s3: S3TestServer;
let t: TestApp;
let admin: AdminSession;
const BUCKET = "api-site";

const envFor = (overrides: Record<string, string> = {}) => {
  const settings = s3.settings(BUCKET);
  return {
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: "1",
    ...overrides,
  };
};

async function keys(area: "uploads" | "private") {
  const store = s3Store(s3.settings(BUCKET));
  const found: string[] = [];
  try {
    for await (const item of store.list(area)) found.push(item.key);
  } finally {
    store.close();
  }
  return found.sort();
}

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket(BUCKET);
  ({ t, admin } = await adminApp(envFor()));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const localFiles = (area: string) => fs.readdirSync(path.join(t.dataDir, area));

async function createFabric(content: Buffer, filename = "weave.jpg") {
  const body = multipart({ name: "Poplin", description: "Cotton poplin" }, [
    { field: "main_image", filename, content },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/fabrics",
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
}

describe("images in the bucket", () => {
  it("an uploaded image is stored in the bucket only and served at /uploads as before", async () => {
    const res = await createFabric(await jpeg(900, 600));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data.image as { src: string; variants: { src: string }[] };
    const files = image.variants.map((v) => path.basename(v.src));
    expect(await keys("uploads")).toEqual(expect.arrayContaining(files));
    expect(localFiles("uploads")).toEqual([]);
    const served = await t.app.inject(image.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    const head = await t.app.inject({ method: "HEAD", url: image.src });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(served.headers["content-length"]);
    expect(head.rawPayload.length).toBe(0);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/fabrics/${res.json().data.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await keys("uploads")).toEqual([]);
    expect((await t.app.inject(image.src)).statusCode).toBe(404);
  });

  it("a refused upload leaves no object; names that are not keys are 404s", async () => {
    const res = await createFabric(hostile.html, "page.jpg");
    expect(res.statusCode).toBe(415);
    expect(await keys("uploads")).toEqual([]);
    for (const url of ["/uploads/nothing-400.webp", "/uploads/..%2Fprivate%2Fx", "/uploads/.hidden"]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});

describe("CVs in the bucket", () => {
  it("a CV goes to the bucket's private area, reaches an admin only, never /uploads", async () => {
    const cv = pdfOfSize(4000);
    const form = multipart({ full_name: "Ada Yılmaz", email: "ada@example.com", position: "Dokumacı" }, [
      { field: "file", filename: "cv.pdf", content: cv, contentType: "application/pdf" },
    ]);
    const sent = await t.app.inject({ method: "POST", url: "/api/careers", ...form });
    expect(sent.statusCode, sent.body).toBe(201);
    const [key] = await keys("private");
    expect(key).toBeTruthy();
    expect(localFiles("private")).toEqual([]);
    const url = `/api/applications/${sent.json().data.id}/file`;
    expect((await t.app.inject(url)).statusCode).toBe(401);
    expect((await t.app.inject(`/uploads/${key}`)).statusCode).toBe(404);
    const download = await t.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(cv)).toBe(true);
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${sent.json().data.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await keys("private")).not.toContain(key);
  });
});

describe("the start-up sweep on the bucket", () => {
  it("removes objects no row names and keeps those a row names", async () => {
    const res = await createFabric(await jpeg(500, 400));
    const kept = await keys("uploads");
    const orphan = path.join(t.ctx.storage.tmpDir, "orphan.webp");
    fs.writeFileSync(orphan, "x");
    await t.ctx.storage.putFile("uploads", "orphanKey-400.webp", orphan, "image/webp");
    fs.writeFileSync(orphan, "x");
    await t.ctx.storage.putFile("private", "orphanCv", orphan, "application/pdf");
    const privateBefore = (await keys("private")).filter((k) => k !== "orphanCv");
    // An age limit in the future: every object counts as old enough.
    await cleanLeftovers(t.ctx, t.app.log, -60_000);
    expect(await keys("uploads")).toEqual(kept);
    expect(await keys("private")).toEqual(privateBefore);
    expect(res.statusCode).toBe(201);
  });
});

describe("configuration", () => {
  it("refuses S3 variables without a bucket, and a bucket without a region or half a key pair", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ S3_ENDPOINT: "http://127.0.0.1:9000" })[0]).toMatch(/^S3_BUCKET: required/);
    expect(problems({ S3_BUCKET: "site" }).join("\n")).toMatch(/S3_REGION: required/);
    expect(
      problems({ S3_BUCKET: "site", S3_REGION: "eu-central-1", S3_ACCESS_KEY_ID: "k" }).join("\n"),
    ).toMatch(/give both/);
    expect(problems({ S3_BUCKET: "Not A Bucket", S3_REGION: "x" }).join("\n")).toMatch(/S3_BUCKET/);
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "site", S3_REGION: "eu-central-1" }).s3).toMatchObject({ bucket: "site" });
  });
});

describe("a CDN in front of the bucket (S3_PUBLIC_URL)", () => {
  it("redirects /uploads/<file> there, and pages allow images from it", async () => {
    const cdn = await createTestApp(envFor({ S3_PUBLIC_URL: "https://cdn.example.test/site/" }));
    try {
      const res = await cdn.app.inject("/uploads/abc-400.webp");
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe("https://cdn.example.test/site/uploads/abc-400.webp");
      expect((await cdn.app.inject("/uploads/..%2Fx")).statusCode).toBe(404);
    } finally {
      await cdn.close();
    }
    const csp = pageCsp([], { dev: false, imageOrigin: "https://cdn.example.test/site" });
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.test;/);
  });
});

describe("a bucket the server cannot use", () => {
  it("makes /readyz answer 503 (wrong secret: the S3 server refuses it) without stopping the server", async () => {
    const wrong = await createTestApp(envFor({ S3_SECRET_ACCESS_KEY: "not-the-secret" }));
    try {
      const ready = await wrong.app.inject("/readyz");
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe("storage_unavailable");
      expect((await wrong.app.inject("/uploads/abc-400.webp")).statusCode).toBe(500);
      expect((await wrong.app.inject("/healthz")).statusCode).toBe(200);
    } finally {
      await wrong.close();
    }
    expect((await t.app.inject("/readyz")).statusCode).toBe(200);
  });
});
