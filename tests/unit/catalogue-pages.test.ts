import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FabricDto } from "../../common/api/fabrics";
import { today } from "../../common/dates";
import { EMPTY_CARD } from "../../common/fabric-card";
import { loader as certificatesLoader } from "../../app/routes/site/certificates";
import { loader as collectionLoader } from "../../app/routes/site/collection";
import { loader as collectionsLoader } from "../../app/routes/site/collections";
import { loader as fabricLoader } from "../../app/routes/site/fabric";
import { mainFiber, pickRelated } from "../../app/routes/site/fabric.server";
import { certificateFabrics, certificates, collections, fabrics } from "../../server/db/schema";
import { createTestApp, type TestApp } from "../helpers/app";
import { brokenDb, callLoader, type LoaderCall } from "../helpers/load-context";

// The loaders of /collections, /collections/:id and /certificates, and what a fabric's page
// reads of its collection, certificates and related fabrics, on a test database.

let t: TestApp;
const log = { error: vi.fn(), bindings: () => ({ reqId: "req-7" }) };
const ids: Record<string, number> = {};

const call = (...args: LoaderCall) => callLoader(t.ctx, log, ...args);

const day = (offset: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const card = (composition: { fiber: "cotton" | "linen"; percent: number }[]) => {
  const { code: _code, ...rest } = EMPTY_CARD;
  return { ...rest, composition };
};

beforeAll(async () => {
  t = await createTestApp();
  const [riviera, heritage] = await t.ctx.db
    .insert(collections)
    .values([
      {
        name: { tr: "Riviera" },
        description: { tr: "Yaz", es: "Verano junto al mar" },
        season: "SS26",
        kind: "main",
        year: 2026,
      },
      {
        name: { tr: "Miras", es: "Herencia" },
        description: { tr: "Kış" },
        season: "AW25",
        kind: "capsule",
        year: 2025,
      },
    ])
    .returning({ id: collections.id });
  ids.riviera = riviera!.id;
  ids.heritage = heritage!.id;
  const rows = await t.ctx.db
    .insert(fabrics)
    .values([
      {
        name: { tr: "Poplin", es: "Popelín" },
        description: { tr: "Pamuk" },
        card: card([{ fiber: "cotton", percent: 100 }]),
        collectionId: riviera!.id,
        createdAt: new Date(Date.UTC(2025, 0, 1)),
      },
      {
        name: { tr: "Karışım" },
        description: { tr: "Pamuk keten" },
        card: card([
          { fiber: "cotton", percent: 60 },
          { fiber: "linen", percent: 40 },
        ]),
        collectionId: riviera!.id,
        createdAt: new Date(Date.UTC(2025, 0, 2)),
      },
      {
        name: { tr: "Oxford" },
        description: { tr: "Pamuk" },
        card: card([{ fiber: "cotton", percent: 100 }]),
        createdAt: new Date(Date.UTC(2025, 0, 3)),
      },
      {
        name: { tr: "Keten" },
        description: { tr: "Keten" },
        card: card([{ fiber: "linen", percent: 100 }]),
        createdAt: new Date(Date.UTC(2025, 0, 4)),
      },
    ])
    .returning({ id: fabrics.id });
  for (const [k, key] of ["poplin", "blend", "oxford", "linen"].entries()) ids[key] = rows[k]!.id;
  const [gots] = await t.ctx.db
    .insert(certificates)
    .values([
      {
        standard: "gots",
        number: "CU 1024567",
        issuer: "Control Union",
        scope: { tr: "Organik", es: "Orgánico" },
        validFrom: day(-10),
        validUntil: "2099-12-31",
      },
      {
        standard: "iso_9001",
        number: "OLD-1",
        issuer: "BV",
        scope: { tr: "Eski" },
        validFrom: day(-400),
        validUntil: day(-1),
      },
    ])
    .returning({ id: certificates.id });
  ids.gots = gots!.id;
  await t.ctx.db.insert(certificateFabrics).values({ certificateId: gots!.id, fabricId: ids.poplin! });
});
afterAll(async () => {
  await t?.close();
});

describe("/collections", () => {
  it("groups the collections by year, newest first, in the page's language", async () => {
    const res = await call(collectionsLoader, "/collections?lng=es");
    expect(res.init?.status ?? 200).toBe(200);
    const years = res.data.years as {
      year: number;
      collections: { name: string; season: string; fabricCount: number }[];
    }[];
    expect(years.map((y) => [y.year, y.collections.map((c) => [c.name, c.season, c.fabricCount])])).toEqual([
      [2026, [["Riviera", "SS26", 2]]],
      [2025, [["Herencia", "AW25", 0]]],
    ]);
    expect(res.data.seo).toMatchObject({ title: "Nuestras colecciones", path: "/collections", lng: "es" });
  });

  it("answers 503 with the error code and request id when the read fails", async () => {
    const res = await call(collectionsLoader, "/collections", {}, brokenDb);
    expect(res.init?.status).toBe(503);
    expect(res.data).toMatchObject({ years: [], failure: { code: "unavailable", requestId: "req-7" } });
  });
});

describe("/collections/:id", () => {
  it("gives the collection and its fabrics, newest first", async () => {
    const res = await call(collectionLoader, `/collections/${ids.riviera}?lng=es`, {
      id: String(ids.riviera),
    });
    expect(res.init?.status ?? 200).toBe(200);
    expect(res.data.collection).toMatchObject({
      name: "Riviera",
      season: "SS26",
      kind: "main",
      description: "Verano junto al mar",
    });
    expect((res.data.fabrics as { name: string }[]).map((f) => f.name)).toEqual(["Karışım", "Popelín"]);
    expect(res.data.total).toBe(2);
    expect(res.data.seo).toMatchObject({
      title: "Colección Riviera · SS26",
      description: "Verano junto al mar",
    });
  });

  it("answers 404 for an unknown collection and for ids that are not positive integers", async () => {
    for (const id of ["99999", "abc", "0", "01"]) {
      const res = await call(collectionLoader, `/collections/${id}`, { id });
      expect(res.init?.status, id).toBe(404);
      expect(res.data).toMatchObject({
        collection: null,
        failure: null,
        seo: { title: "Koleksiyon bulunamadı", noindex: true },
      });
    }
  });
});

describe("/certificates", () => {
  it("lists the valid certificates only, with the date in the page's language and the fabrics they cover", async () => {
    const res = await call(certificatesLoader, "/certificates?lng=es");
    expect(res.data.certificates).toEqual([
      expect.objectContaining({
        name: "GOTS",
        number: "CU 1024567",
        issuer: "Control Union",
        scope: "Orgánico",
        validUntil: { day: "2099-12-31", text: "31 de diciembre de 2099" },
        file: null,
        fabrics: [{ id: ids.poplin, name: "Popelín" }],
        fabricTotal: 1,
      }),
    ]);
  });
});

describe("a fabric's page", () => {
  it("names its collection and certificates, and related fabrics: its collection's first, then the same main fibre", async () => {
    const res = await call(fabricLoader, `/fabric/${ids.poplin}?lng=es`, { id: String(ids.poplin) });
    expect(res.data.fabric).toMatchObject({
      collection: { id: ids.riviera, name: "Riviera", season: "SS26", kind: "main" },
      certificates: [{ id: ids.gots, name: "GOTS", number: "CU 1024567", issuer: "Control Union" }],
    });
    const related = (res.data.fabric as { related: { id: number }[] }).related.map((f) => f.id);
    expect(related).toEqual([ids.blend, ids.oxford]);
  });
});

describe("related fabrics", () => {
  const fabric = (id: number, composition: FabricDto["composition"]) => ({ id, composition }) as FabricDto;

  it("takes the main fibre (the largest share)", () => {
    expect(
      mainFiber([
        { fiber: "cotton", percent: 45 },
        { fiber: "linen", percent: 55 },
      ]),
    ).toBe("linen");
    expect(mainFiber([])).toBeNull();
  });

  it("never shows the fabric itself nor one twice, at most four, the closest composition first", () => {
    const self = fabric(1, [
      { fiber: "linen", percent: 55 },
      { fiber: "cotton", percent: 45 },
    ]);
    const sameCollection = [fabric(1, self.composition), fabric(2, [{ fiber: "cotton", percent: 100 }])];
    const sameFiber = [
      fabric(3, [{ fiber: "linen", percent: 100 }]),
      fabric(2, [{ fiber: "linen", percent: 100 }]),
      fabric(4, [
        { fiber: "linen", percent: 60 },
        { fiber: "cotton", percent: 40 },
      ]),
      fabric(5, [
        { fiber: "cotton", percent: 70 },
        { fiber: "linen", percent: 30 },
      ]),
      fabric(6, [
        { fiber: "linen", percent: 70 },
        { fiber: "cotton", percent: 30 },
      ]),
      fabric(7, [{ fiber: "linen", percent: 100 }]),
    ];
    // 2 from the collection; then 4 (95 in common), 6 (85), 3 (55); 5's main fibre is cotton.
    expect(pickRelated(self, sameCollection, sameFiber).map((f) => f.id)).toEqual([2, 4, 6, 3]);
  });
});
