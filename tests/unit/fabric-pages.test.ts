import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as aboutLoader } from "../../app/routes/site/about";
import { loader as fabricLoader } from "../../app/routes/site/fabric";
import { pageParam, rowIdParam, shorten } from "../../app/routes/site/loaders.server";
import { loader as fabricsLoader } from "../../app/routes/site/fabrics";
import { fabrics } from "../../server/db/schema";
import { createTestApp, type TestApp } from "../helpers/app";
import { brokenDb, callLoader, type LoaderCall } from "../helpers/load-context";

// The loaders of /fabrics, /fabric/:id and /about, called as React Router calls them, on a
// test database: pages, statuses, and what a failed read shows.

let t: TestApp;
const log = { error: vi.fn(), bindings: () => ({ reqId: "req-42" }) };

const call = (...args: LoaderCall) => callLoader(t.ctx, log, ...args);

beforeAll(async () => {
  t = await createTestApp();
  // 13 fabrics: two pages of 12.
  await t.ctx.db.insert(fabrics).values(
    Array.from({ length: 13 }, (_, i) => ({
      name: { tr: `Kumaş ${i + 1}`, de: `Stoff ${i + 1}` },
      description: { tr: `Açıklama ${i + 1}` },
      createdAt: new Date(Date.UTC(2025, 0, i + 1)),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

describe("/fabrics loader", () => {
  it("gives 12 fabrics per page, newest first, in the page's language", async () => {
    const first = await call(fabricsLoader, "/fabrics?lng=de");
    expect(first.init?.status).toBe(200);
    const cards = first.data.cards as { name: string }[];
    expect(cards).toHaveLength(12);
    expect(cards[0]?.name).toBe("Stoff 13");
    expect(first.data).toMatchObject({ page: 1, pages: 2, total: 13, failure: null, missing: false });

    const second = await call(fabricsLoader, "/fabrics?page=2");
    expect(second.init?.status).toBe(200);
    expect((second.data.cards as { name: string }[]).map((c) => c.name)).toEqual(["Kumaş 1"]);
    expect(second.data.seo).toMatchObject({ title: "Kumaşlarımız – Sayfa 2", query: { page: "2" } });
  });

  it("answers 404 for a page past the end or a page that is not a number", async () => {
    for (const url of ["/fabrics?page=3", "/fabrics?page=0", "/fabrics?page=abc"]) {
      const res = await call(fabricsLoader, url);
      expect(res.init?.status, url).toBe(404);
      expect(res.data).toMatchObject({ missing: true, seo: { noindex: true } });
    }
  });

  it("shows the error code and request id, logged, with 503 when the read fails", async () => {
    log.error.mockClear();
    const res = await call(fabricsLoader, "/fabrics", {}, brokenDb);
    expect(res.init?.status).toBe(503);
    expect(res.init?.headers).toMatchObject({ "Retry-After": "5" });
    expect(res.data).toMatchObject({ cards: [], failure: { code: "unavailable", requestId: "req-42" } });
    expect(log.error).toHaveBeenCalledTimes(1);
    // Nothing of the error's message reaches the page.
    expect(JSON.stringify(res.data)).not.toContain("connection refused");
  });
});

describe("/fabric/:id loader", () => {
  it("gives the fabric in the page's language, with a short meta description", async () => {
    const res = await call(fabricLoader, "/fabric/13?lng=de", { id: "13" });
    expect(res.init?.status ?? 200).toBe(200);
    expect(res.data.fabric).toMatchObject({
      id: 13,
      name: "Stoff 13",
      description: "Açıklama 13",
      photos: [],
      added: { day: "2025-01-13", text: "13. Januar 2025" },
    });
    expect(res.data.seo).toMatchObject({ title: "Stoff 13", path: "/fabric/13", lng: "de" });
  });

  it("answers 404 for a missing fabric and for ids that are not positive integers", async () => {
    for (const id of ["99999", "abc", "0", "-1", "1.5", "01", "99999999999"]) {
      const res = await call(fabricLoader, `/fabric/${id}`, { id });
      expect(res.init?.status, id).toBe(404);
      expect(res.data).toMatchObject({
        fabric: null,
        failure: null,
        seo: { title: "Kumaş bulunamadı", noindex: true },
      });
    }
  });

  it("answers 503 with the error code and request id when the read fails", async () => {
    const res = await call(fabricLoader, "/fabric/1?lng=en", { id: "1" }, brokenDb);
    expect(res.init?.status).toBe(503);
    expect(res.data).toMatchObject({
      fabric: null,
      failure: { code: "unavailable", requestId: "req-42" },
      seo: { title: "Failed to load fabric details" },
    });
  });
});

describe("/about loader", () => {
  it("reads well without pictures when the read fails", async () => {
    const res = await call(aboutLoader, "/about?lng=es", {}, brokenDb);
    expect(res.data).toMatchObject({ swatches: [], seo: { title: "Quiénes somos", path: "/about" } });
  });
});

describe("helpers", () => {
  it("reads ?page= and ids strictly", () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam("2")).toBe(2);
    expect(pageParam("02")).toBeNull();
    expect(pageParam("1e3")).toBeNull();
    expect(rowIdParam("2147483647")).toBe(2147483647);
    expect(rowIdParam("2147483648")).toBeNull();
  });

  it("shortens descriptions at a word boundary", () => {
    expect(shorten("kısa metin")).toBe("kısa metin");
    const long = "kelime ".repeat(40);
    const short = shorten(long, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toMatch(/kelime…$/);
  });
});
