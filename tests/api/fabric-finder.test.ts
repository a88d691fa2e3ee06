import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FILTER } from "../../common/fabric-filter";
import { INDEX_MAX_FABRICS } from "../../server/modules/fabrics/catalogue";
import { findFabrics } from "../../server/modules/fabrics/finder";
import { selectFabrics } from "../../server/modules/fabrics/service";
import { EMPTY_CARD, type FabricCardInput } from "../../common/fabric-card";
import { type AdminSession, createTestApp, loginAdmin, multipart, type TestApp } from "../helpers/app";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;

type Seed = { name: string; name_es?: string; description: string; card: Partial<FabricCardInput> };
/** Five fabrics, oldest first (the list shows the newest first). */
const FABRICS: Seed[] = [
  {
    name: "Keten dimi",
    name_es: "Sarga de lino",
    description: "Yazlık keten dimi",
    card: { code: "F-1", composition: [{ fiber: "linen", percent: 100 }], weight_gsm: 130, weave: "twill", pattern: "solid", end_use: ["men", "women"], stock_service: "in_stock" },
  },
  {
    name: "Keten pamuk dimi",
    description: "Karışım dimi",
    card: {
      code: "F-2",
      composition: [
        { fiber: "linen", percent: 55 },
        { fiber: "cotton", percent: 45 },
      ],
      weight_gsm: 150,
      weave: "twill",
      pattern: "stripe",
      end_use: ["women"],
      stock_service: "made_to_order",
    },
  },
  {
    name: "Keten poplin",
    description: "İnce keten",
    card: { code: "F-3", composition: [{ fiber: "linen", percent: 100 }], weight_gsm: 110, weave: "poplin", pattern: "solid", end_use: ["children"] },
  },
  {
    name: "Oxford",
    name_es: "Oxford orgánico",
    description: "Organik pamuk oxford",
    card: { code: "F-4", composition: [{ fiber: "organic_cotton", percent: 100 }], weight_gsm: 140, weave: "oxford", pattern: "solid", end_use: ["men"] },
  },
  { name: "Kartsız", description: "Teknik bilgisi girilmemiş", card: {} },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  const picture = await jpeg(200, 150);
  for (const fabric of FABRICS) {
    const { card, ...texts } = fabric;
    const body = multipart(
      { ...texts, card: JSON.stringify({ ...EMPTY_CARD, ...card }) },
      [{ field: "main_image", filename: "k.jpg", content: picture }],
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/fabrics",
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

async function find(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/fabrics?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    data: { code: string | null }[];
    meta: { total: number; facets: Record<string, Record<string, number>> };
  };
  return { codes: body.data.map((fabric) => fabric.code), meta: body.meta };
}

describe("the fabric finder's API", () => {
  it("narrows by fibre contained, weave and weight range, newest first", async () => {
    const { codes, meta } = await find("fiber=linen&weave=twill&gsm_min=100&gsm_max=140");
    expect(codes).toEqual(["F-1"]);
    expect(meta.total).toBe(1);
    expect((await find("fiber=linen")).codes).toEqual(["F-3", "F-2", "F-1"]);
    expect((await find("gsm_min=140")).codes).toEqual(["F-4", "F-2"]);
  });

  it("takes alternatives within a facet, repeated or comma-separated", async () => {
    expect((await find("weave=poplin,oxford")).codes).toEqual(["F-4", "F-3"]);
    expect((await find("weave=poplin&weave=oxford")).codes).toEqual(["F-4", "F-3"]);
    expect((await find("end_use=children&end_use=men")).codes).toEqual(["F-4", "F-3", "F-1"]);
  });

  it("counts each option with the other facets applied, its own facet left open", async () => {
    const { meta } = await find("fiber=linen&weave=twill");
    // Weave counts: linen fabrics by weave (the twill choice does not hide poplin).
    expect(meta.facets.weave).toMatchObject({ twill: 2, poplin: 1, oxford: 0 });
    // Fibre counts: twill fabrics by fibre.
    expect(meta.facets.fiber).toMatchObject({ linen: 2, cotton: 1, organic_cotton: 0 });
    expect(meta.facets.pattern).toMatchObject({ solid: 1, stripe: 1 });
    expect(meta.facets.stock_service).toEqual({ in_stock: 1, made_to_order: 1 });

    const all = await find("");
    expect(all.meta.total).toBe(5);
    expect(all.meta.facets.fiber).toMatchObject({ linen: 3, cotton: 1, organic_cotton: 1, wool: 0 });
  });

  it("searches name, code and description in the language asked, ignoring case and accents", async () => {
    expect((await find("q=ORGANICO&lng=es")).codes).toEqual(["F-4"]);
    expect((await find("q=sarga%20LINO&lng=es")).codes).toEqual(["F-1"]);
    expect((await find("q=f-2")).codes).toEqual(["F-2"]);
    // Turkish dotted capital İ and plain i match each other.
    expect((await find("q=ince")).codes).toEqual(["F-3"]);
    expect((await find("q=nothing-like-this")).codes).toEqual([]);
  });

  it("pages the filtered list, not the whole one", async () => {
    const first = await find("fiber=linen&page_size=2");
    expect(first.codes).toEqual(["F-3", "F-2"]);
    expect(first.meta).toMatchObject({ total: 3, pages: 2 });
    expect((await find("fiber=linen&page_size=2&page=2")).codes).toEqual(["F-1"]);
  });

  it("refuses unknown values and malformed weights with the parameter named", async () => {
    for (const [query, field] of [
      ["fiber=silk", "fiber"],
      ["weave=twill,satin%20weave", "weave"],
      ["gsm_min=abc", "gsm_min"],
      ["gsm_max=-5", "gsm_max"],
      [`q=${"x".repeat(200)}`, "q"],
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/fabrics?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toContain(field);
    }
  });
});

describe("the finder above the in-memory catalogue's cap", () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp();
    // INDEX_MAX_FABRICS + 1 fabrics with varied cards, inserted in one statement.
    await big.ctx.db.execute(sql`
      insert into fabrics (name, description, code, card)
      select jsonb_build_object('tr', 'Kumaş ' || g), jsonb_build_object('tr', 'Açıklama ' || g), 'B-' || g,
        jsonb_build_object(
          'composition', case g % 3 when 0 then '[{"fiber":"linen","percent":100}]'::jsonb
            when 1 then '[{"fiber":"linen","percent":55},{"fiber":"cotton","percent":45}]'::jsonb
            else '[{"fiber":"cotton","percent":100}]'::jsonb end,
          'weight_gsm', 90 + (g % 80),
          'weave', (array['poplin','twill','oxford'])[1 + g % 3],
          'pattern', (array['solid','stripe'])[1 + g % 2],
          'end_use', case when g % 4 = 0 then '["men","women"]'::jsonb else '["children"]'::jsonb end,
          'stock_service', case when g % 5 = 0 then 'in_stock' end)
      from generate_series(1, ${INDEX_MAX_FABRICS + 1}) g`);
  });
  afterAll(async () => {
    await big.close();
  });

  it("counts the whole list in the database as the index would, and still filters", async () => {
    const res = await big.app.inject({ method: "GET", url: "/api/fabrics?page_size=5" });
    expect(res.statusCode, res.body).toBe(200);
    const { meta, data } = res.json() as { meta: { total: number; facets: Record<string, Record<string, number>> }; data: unknown[] };
    expect(data).toHaveLength(5);
    expect(meta.total).toBe(INDEX_MAX_FABRICS + 1);
    // The same counts, made by the finder's own function over every row.
    const rows = await selectFabrics(big.ctx.db);
    expect(meta.facets).toEqual(findFabrics(rows, NO_FILTER, () => "").facets);

    const filtered = await big.app.inject({ method: "GET", url: "/api/fabrics?fiber=linen&weave=twill&gsm_min=100&gsm_max=140" });
    const expected = findFabrics(rows, { ...NO_FILTER, fiber: ["linen"], weave: ["twill"], gsm_min: 100, gsm_max: 140 }, () => "");
    expect(filtered.json().meta.total).toBe(expected.positions.length);
    expect(filtered.json().meta.facets).toEqual(expected.facets);
  });
});
