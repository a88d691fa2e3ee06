import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInfo, fabrics } from "../../server/db/schema";
import { createTestApp, type TestApp } from "../helpers/app";

// The production path: React Router's build, as `npm start` serves it (the runner builds first).
const CLIENT = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");

let t: TestApp;
beforeAll(async () => {
  if (!fs.existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  t = await createTestApp({}, { site: true });
  await t.ctx.db.insert(contactInfo).values({ id: 1, email: "sales@example.test" });
  for (let i = 1; i <= 12; i++) {
    await t.ctx.db.insert(fabrics).values({
      name: { tr: `Kumaş ${i}` },
      description: { tr: `Pamuklu gömleklik kumaş, örnek ${i}. `.repeat(20) },
    });
  }
});
afterAll(async () => {
  await t?.close();
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

describe("static files", () => {
  it("keeps hashed build assets for a year, revalidates them by ETag", async () => {
    const js = fs.readdirSync(path.join(CLIENT, "assets")).find((f) => f.endsWith(".js"));
    expect(js).toBeDefined();
    const res = await t.app.inject({ url: `/assets/${js}`, headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).equals(fs.readFileSync(path.join(CLIENT, "assets", js!)))).toBe(
      true,
    );
    const etag = String(res.headers.etag);
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: `/assets/${js}`,
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("gives each encoding of an asset its own ETag, answers HEAD, and 404s names not in the build", async () => {
    const dir = path.join(CLIENT, "assets");
    const css = fs
      .readdirSync(dir)
      .find((f) => f.endsWith(".css") && fs.existsSync(path.join(dir, `${f}.br`)));
    expect(css).toBeDefined();
    const original = fs.readFileSync(path.join(dir, css!));
    const tags = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await t.app.inject({ url: `/assets/${css}`, headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(res.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(decode(res.headers["content-encoding"] as string | undefined, res.rawPayload)).toBe(
        original.toString("utf8"),
      );
      expect(res.headers["last-modified"]).toBeTruthy();
      tags.add(String(res.headers.etag));
      const again = await t.app.inject({
        url: `/assets/${css}`,
        headers: { "accept-encoding": encoding, "if-none-match": `"other", ${res.headers.etag}` },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(tags.size).toBe(3);
    // Another encoding's ETag is not this representation's.
    const [brTag] = [...tags];
    const gzip = await t.app.inject({
      url: `/assets/${css}`,
      headers: { "accept-encoding": "gzip", "if-none-match": brTag },
    });
    expect(gzip.statusCode).toBe(200);

    const head = await t.app.inject({
      method: "HEAD",
      url: `/assets/${css}`,
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(fs.statSync(path.join(dir, `${css}.br`)).size);
    expect(head.rawPayload.length).toBe(0);

    for (const url of [
      "/assets/missing-0000.js",
      `/assets/..%2f..%2fpackage.json`,
      `/assets/${css}.br`,
      "/assets/",
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe("not_found");
    }
  });

  it("gives unhashed files (favicon, logos) a short cache with ETag and Last-Modified", async () => {
    const res = await t.app.inject("/favicon.svg");
    expect(res.statusCode).toBe(200);
    const cacheControl = String(res.headers["cache-control"]);
    expect(cacheControl).toMatch(/^public, max-age=\d+$/);
    expect(Number(cacheControl.split("=")[1])).toBeLessThanOrEqual(86_400);
    expect(res.headers["last-modified"]).toBeTruthy();
    expect(res.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: "/favicon.svg",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const since = await t.app.inject({
      url: "/favicon.svg",
      headers: { "if-modified-since": String(res.headers["last-modified"]) },
    });
    expect(since.statusCode).toBe(304);
  });

  it("keeps uploaded images (random, never reused names) for a year, revalidates them", async () => {
    const name = `cachetest${Date.now().toString(36)}-400.webp`;
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1f3a5f" } })
      .webp()
      .toBuffer();
    fs.writeFileSync(path.join(t.ctx.storage.local.uploadsDir, name), image);
    const res = await t.app.inject(`/uploads/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["last-modified"]).toBeTruthy();
    expect(res.headers["content-encoding"]).toBeUndefined();
    const again = await t.app.inject({
      url: `/uploads/${name}`,
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("compression of text answers", () => {
  it("compresses a page with brotli or gzip as accepted, same HTML as uncompressed", async () => {
    const plain = await t.app.inject({ url: "/fabrics", headers: { cookie: "seen=1" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    for (const [accept, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["*", "br"],
    ] as const) {
      const res = await t.app.inject({
        url: "/fabrics",
        headers: { cookie: "seen=1", "accept-encoding": accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(expected);
      expect(Number(res.headers["content-length"]), accept).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(expected, res.rawPayload), accept).toBe(plain.body);
    }
    const refused = await t.app.inject({
      url: "/fabrics",
      headers: { cookie: "seen=1", "accept-encoding": "identity" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("compresses JSON answers of the API and keeps their headers", async () => {
    const plain = await t.app.inject("/api/fabrics?limit=12");
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({ url: "/api/fabrics?limit=12", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(decode("gzip", res.rawPayload))).toEqual(plain.json());
  });

  it("leaves small answers and 304s alone", async () => {
    const health = await t.app.inject({ url: "/healthz", headers: { "accept-encoding": "br, gzip" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok" });
    const page = await t.app.inject({ url: "/privacy", headers: { "accept-encoding": "br" } });
    const etag = page.headers.etag;
    if (etag) {
      const again = await t.app.inject({
        url: "/privacy",
        headers: { "accept-encoding": "br", "if-none-match": String(etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });
});
