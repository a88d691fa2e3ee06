import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { eq } from "drizzle-orm";
import { fabrics } from "../../server/db/schema";
import { publicCacheRequests } from "../../server/metrics/series";
import { createTestApp, type TestApp } from "../helpers/app";

// /compare?ids=: the fabrics' technical data side by side, rendered on the server from the
// address alone, never indexed; what the address cannot name is said, never a 500.
const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");

let t: TestApp;
let poplin: number;
let oxford: number;
beforeAll(async () => {
  if (!fs.existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  t = await createTestApp({}, { site: true });
  const { code: _code, ...card } = EMPTY_CARD;
  const rows = await t.ctx.db
    .insert(fabrics)
    .values([
      {
        name: { tr: "Poplin", en: "Poplin" },
        description: { tr: "Pamuk poplin" },
        code: "CMP-POP",
        card: {
          ...card,
          weight_gsm: 115,
          width_cm: 150,
          weave: "poplin",
          composition: [{ fiber: "cotton", percent: 100 }],
        },
      },
      {
        name: { tr: "Oksford", en: "Oxford" },
        description: { tr: "Oksford" },
        code: "CMP-OXF",
        card: {
          ...card,
          weight_gsm: 135,
          width_cm: 150,
          weave: "oxford",
          composition: [{ fiber: "cotton", percent: 100 }],
        },
      },
    ])
    .returning({ id: fabrics.id });
  [poplin, oxford] = rows.map((row) => row.id) as [number, number];
});
afterAll(async () => {
  await t?.close();
});

describe("GET /compare", () => {
  it("renders the fabrics side by side on the server, the rows that differ marked, noindex", async () => {
    const res = await t.app.inject(`/compare?ids=${poplin},${oxford}&lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<h1");
    expect(html).toContain("Compare fabrics");
    // A column per fabric, linked to its page, in the order asked.
    expect(html).toMatch(
      new RegExp(
        `href="/fabric/${poplin}\\?lng=en"[^>]*>Poplin</a>[\\s\\S]*href="/fabric/${oxford}\\?lng=en"[^>]*>Oxford</a>`,
      ),
    );
    // Weight and weave differ, width and composition do not.
    const row = (key: string) => html.match(new RegExp(`<tr[^>]*data-row="${key}"[^>]*>([\\s\\S]*?)</tr>`));
    expect(row("weight_gsm")?.[0]).toContain('class="compare-differs"');
    expect(row("weight_gsm")?.[1]).toContain("(<!-- -->differs<!-- -->)");
    expect(row("weight_gsm")?.[1]).toMatch(/115 g\/m²[\s\S]*135 g\/m²/);
    expect(row("weave")?.[0]).toContain('class="compare-differs"');
    expect(row("width_cm")?.[0]).not.toContain("compare-differs");
    expect(row("composition")?.[0]).not.toContain("compare-differs");
    expect(row("code")?.[1]).toMatch(/CMP-POP[\s\S]*CMP-OXF/);
  });

  it("names ids that are no fabric and shows the others; none found is a 404", async () => {
    const res = await t.app.inject(`/compare?ids=${poplin},999999&lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Not found: 999999.");
    expect(res.body).toContain(`href="/fabric/${poplin}?lng=en"`);
    const none = await t.app.inject("/compare?ids=999999&lng=en");
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain("Not found: 999999.");
  });

  it("shows the first four of more, and an empty comparison without ids", async () => {
    const res = await t.app.inject(`/compare?ids=${poplin},${oxford},999997,999998,999999&lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("A comparison holds at most 4 fabrics");
    // The ids past the fourth are not read: not named as missing either (the language menu's links keep the address).
    expect(res.body).toContain("Not found: 999997, 999998.");
    const empty = await t.app.inject("/compare?lng=en");
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain("No fabrics to compare yet.");
    expect(empty.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("is kept in the public cache as the other pages, and shows a changed fabric in the next answer", async () => {
    const counted = async (result: "hit" | "miss") =>
      (await publicCacheRequests.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
    const url = `/compare?ids=${oxford},${poplin}&lng=de`;
    const page = { url, headers: { cookie: "seen=1" } };
    const { code: _code, ...card } = EMPTY_CARD;
    const [hits, misses] = [await counted("hit"), await counted("miss")];
    const first = await t.app.inject(page);
    const second = await t.app.inject(page);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await counted("miss")).toBe(misses + 1);
    expect(await counted("hit")).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    // A change empties the cache as an admin write does: the next answer is rendered again.
    await t.ctx.db
      .update(fabrics)
      .set({ card: { ...card, weight_gsm: 142, weave: "oxford" } })
      .where(eq(fabrics.id, oxford));
    t.app.publicCache.invalidate();
    const third = await t.app.inject(page);
    expect(third.body).toContain("142 g/m²");
    expect(await counted("miss")).toBe(misses + 2);
  });

  it("is not in the sitemap", async () => {
    const res = await t.app.inject("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("/compare");
  });
});
