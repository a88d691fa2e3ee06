import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FabricFilter, NO_FILTER } from "../../common/fabric-filter";
import { today } from "../../common/dates";
import { INDEX_MAX_FABRICS, INDEX_MAX_PHOTOS, SCAN_BATCH } from "../../server/modules/fabrics/catalogue";
import { facetValues, searchText } from "../../server/modules/fabrics/finder";
import { findFabrics } from "../helpers/finder-reference";
import { selectFabrics } from "../../server/modules/fabrics/service";
import { EMPTY_CARD, type FabricCardInput } from "../../common/fabric-card";
import { type AdminSession, createTestApp, multipart, type TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";
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
    card: {
      code: "F-1",
      composition: [{ fiber: "linen", percent: 100 }],
      weight_gsm: 130,
      weave: "twill",
      pattern: "solid",
      end_use: ["men", "women"],
      stock_service: "in_stock",
    },
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
    card: {
      code: "F-3",
      composition: [{ fiber: "linen", percent: 100 }],
      weight_gsm: 110,
      weave: "poplin",
      pattern: "solid",
      end_use: ["children"],
    },
  },
  {
    name: "Oxford",
    name_es: "Oxford orgánico",
    description: "Organik pamuk oxford",
    card: {
      code: "F-4",
      composition: [{ fiber: "organic_cotton", percent: 100 }],
      weight_gsm: 140,
      weave: "oxford",
      pattern: "solid",
      end_use: ["men"],
    },
  },
  { name: "Kartsız", description: "Teknik bilgisi girilmemiş", card: {} },
];

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  const picture = await jpeg(200, 150);
  for (const fabric of FABRICS) {
    const { card, ...texts } = fabric;
    const body = multipart({ ...texts, card: JSON.stringify({ ...EMPTY_CARD, ...card }) }, [
      { field: "main_image", filename: "k.jpg", content: picture },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/fabrics",
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

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
    // Two collections share them; a certificate valid today covers every fourth, an expired one every third.
    await big.ctx.db.execute(sql`
      insert into collections (name, description, season, kind, year) values
        ('{"tr":"Yaz"}', '{"tr":""}', 'SS27', 'main', 2027), ('{"tr":"Kış"}', '{"tr":""}', 'AW27', 'capsule', 2027)`);
    await big.ctx.db.execute(sql`
      update fabrics set collection_id = (select min(id) from collections) + (id % 2) where id % 5 <> 0`);
    await big.ctx.db.execute(sql`
      insert into certificates (standard, number, issuer, scope, valid_from, valid_until) values
        ('gots', 'V', 'CU', '{"tr":"x"}', ${today()}::date - 10, ${today()}::date + 10),
        ('grs', 'X', 'CU', '{"tr":"x"}', ${today()}::date - 10, ${today()}::date - 1)`);
    await big.ctx.db.execute(sql`
      insert into certificate_fabrics (certificate_id, fabric_id)
      select c.id, f.id from fabrics f, certificates c
      where (c.number = 'V' and f.id % 4 = 0) or (c.number = 'X' and f.id % 3 = 0)`);
  });
  afterAll(() => big.close());

  /** The finder's own function over every row, with the collections and the valid certificate. */
  async function expectedOf(filter: typeof NO_FILTER) {
    const rows = await selectFabrics(big.ctx.db);
    const collections = (await big.ctx.db.execute(
      sql`select id from collections order by id`,
    )) as unknown as { rows: { id: number }[] };
    const valid = (await big.ctx.db.execute(
      sql`select id from certificates where number = 'V'`,
    )) as unknown as { rows: { id: number }[] };
    const certificate = valid.rows[0]!.id;
    return findFabrics(
      rows,
      filter,
      () => "",
      (p) => facetValues(rows[p]!, rows[p]!.id % 4 === 0 ? [certificate] : []),
      {
        collection: collections.rows.map((c) => c.id),
        certificate: [certificate],
      },
    );
  }

  it("counts the whole list in the database as the index would, and still filters", async () => {
    const res = await big.app.inject({ method: "GET", url: "/api/fabrics?page_size=5" });
    expect(res.statusCode, res.body).toBe(200);
    const { meta, data } = res.json() as {
      meta: {
        total: number;
        facets: { certificate: Record<string, number>; collection: Record<string, number> };
      };
      data: unknown[];
    };
    expect(data).toHaveLength(5);
    expect(meta.total).toBe(INDEX_MAX_FABRICS + 1);
    // The same counts, made by the finder's own function over every row; the expired certificate counts nowhere.
    const whole = await expectedOf(NO_FILTER);
    expect(meta.facets).toEqual(whole.facets);
    expect(Object.keys(meta.facets.certificate)).toHaveLength(1);
    expect(Object.values(meta.facets.collection).reduce((a, b) => a + b, 0)).toBeGreaterThan(
      INDEX_MAX_FABRICS / 2,
    );

    const certificate = Number(Object.keys(meta.facets.certificate)[0]);
    const filter = {
      ...NO_FILTER,
      fiber: ["linen" as const],
      weave: ["twill" as const],
      gsm_min: 100,
      gsm_max: 140,
      certificate: [certificate],
    };
    const filtered = await big.app.inject({
      method: "GET",
      url: `/api/fabrics?fiber=linen&weave=twill&gsm_min=100&gsm_max=140&certificate=${certificate}`,
    });
    const expected = await expectedOf(filter);
    expect(expected.positions.length).toBeGreaterThan(0);
    expect(filtered.json().meta.total).toBe(expected.positions.length);
    expect(filtered.json().meta.facets).toEqual(expected.facets);
  });
  it("reads a filtered list over the cap in batches: every page, its order, its counts and its words as the finder's own", async () => {
    // Newest first as the list shows them (one insert: one created_at, so by id).
    const rows = (await selectFabrics(big.ctx.db)).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
    expect(rows.length).toBeGreaterThan(2 * SCAN_BATCH);
    const valid = (await big.ctx.db.execute(
      sql`select id from certificates where number = 'V'`,
    )) as unknown as { rows: { id: number }[] };
    const certificate = valid.rows[0]!.id;
    const collections = (await big.ctx.db.execute(
      sql`select id from collections order by id`,
    )) as unknown as { rows: { id: number }[] };
    const cases: [string, FabricFilter][] = [
      ["fiber=linen&weave=twill", { ...NO_FILTER, fiber: ["linen"], weave: ["twill"] }],
      ["q=kuma%C5%9F+1&pattern=stripe", { ...NO_FILTER, q: "kumaş 1", pattern: ["stripe"] }],
    ];
    for (const [query, filter] of cases) {
      const expected = findFabrics(
        rows,
        filter,
        (p) => searchText(rows[p]!, "tr"),
        (p) => facetValues(rows[p]!, rows[p]!.id % 4 === 0 ? [certificate] : []),
        { collection: collections.rows.map((c) => c.id), certificate: [certificate] },
      );
      // Pages of 100 cross the batches' edges; each page is one request.
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = await big.app.inject({ url: `/api/fabrics?${query}&page_size=100&page=${page}` });
        expect(res.statusCode, res.body).toBe(200);
        const { data, meta } = res.json() as { data: { id: number }[]; meta: { total: number; facets: unknown } };
        expect(meta.total).toBe(expected.positions.length);
        expect(meta.facets).toEqual(expected.facets);
        ids.push(...data.map((item) => item.id));
        if (data.length < 100) break;
      }
      expect(ids).toEqual(expected.positions.map((p) => rows[p]!.id));
      expect(ids.length).toBeGreaterThan(100);
    }
  }, 120_000);
});

describe("more gallery photos than the in-memory catalogue holds", () => {
  it("keeps the fabrics in memory and reads a fabric's gallery when asked for", async () => {
    const app = await createTestApp();
    try {
      await app.ctx.db.execute(sql`insert into media (storage_key, width, height, variants, bytes)
        values ('k', 10, 10, '[{"width":10,"height":10,"file":"k-10.webp","bytes":1}]', 1)`);
      await app.ctx.db.execute(
        sql`insert into fabrics (name, description) values ('{"tr":"A"}', '{"tr":""}'), ('{"tr":"B"}', '{"tr":""}')`,
      );
      // In bulk: the photo-count trigger off for the insert (the counts are not what is tested).
      await app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
          insert into fabric_photos (fabric_id, media_id, display_order)
          select (select min(id) from fabrics) + (g % 2), (select id from media limit 1), g
          from generate_series(1, ${INDEX_MAX_PHOTOS + 1}) g`);
      });
      const list = (await app.app.inject({ url: "/api/fabrics" })).json();
      expect(list.meta.total).toBe(2);
      const detail = (await app.app.inject({ url: `/api/fabrics/${list.data[0].id}` })).json().data;
      expect(detail.photos).toHaveLength(100);
      expect(detail.photos[0].image_path).toMatch(/^\/uploads\//);
      // A row written behind the server's back (no admin write empties the memory): the list, read
      // from memory, does not see it; a list read from the database would.
      await app.ctx.db.execute(
        sql`insert into fabrics (name, description) values ('{"tr":"C"}', '{"tr":""}')`,
      );
      expect((await app.app.inject({ url: "/api/fabrics?page=1" })).json().meta.total).toBe(2);
    } finally {
      await app.close();
    }
  }, 120_000);
});
