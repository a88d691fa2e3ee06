import path from "node:path";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  certificateFabrics,
  certificates,
  collections,
  contactInfo,
  countries,
  exhibitionPhotos,
  exhibitions,
  meetingRequests,
  fabricPhotos,
  fabrics,
  media,
} from "../../server/db/schema";
import { seedDatabase } from "../../server/db/seed";
import { today } from "../../common/dates";
import { createTestApp, listFiles, type TestApp } from "../helpers/app";

async function counts(t: TestApp) {
  const tables = {
    fabrics,
    fabricPhotos,
    collections,
    certificates,
    certificateFabrics,
    countries,
    exhibitions,
    exhibitionPhotos,
    contactInfo,
    media,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.ctx.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

describe("demo content (SEED=demo)", () => {
  let t: TestApp;
  let loaded: boolean;
  let seconds: number;
  const get = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await createTestApp({ SEED: "demo" });
    const started = performance.now();
    loaded = await seedDatabase(t.ctx, t.app.log);
    seconds = (performance.now() - started) / 1000;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it("loads fabrics, countries, exhibitions, photos and contact details once", async () => {
    expect(loaded).toBe(true);
    const first = await counts(t);
    expect(first).toEqual({
      fabrics: 24,
      fabricPhotos: 12,
      collections: 4,
      certificates: 4,
      certificateFabrics: first.certificateFabrics,
      countries: 5,
      exhibitions: 10,
      exhibitionPhotos: 35,
      contactInfo: 1,
      media: 24 + 12 + 4 + 5 + 10 + 35,
    });
    expect(first.certificateFabrics).toBeGreaterThan(10);
    // Every image went through the pipeline: three WebP variants each, nothing left in tmp/.
    const uploads = listFiles(t.ctx.storage.local.uploadsDir);
    expect(uploads).toHaveLength(first.media * 3);
    expect(uploads.every((file) => file.endsWith(".webp"))).toBe(true);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);

    expect(await seedDatabase(t.ctx, t.app.log)).toBe(false);
    expect(await counts(t)).toEqual(first);
    expect(listFiles(t.ctx.storage.local.uploadsDir)).toHaveLength(uploads.length);
    console.info(`demo seed: ${first.media} images in ${seconds.toFixed(1)} s`);
  });

  it("answers the fabrics in the language asked", async () => {
    const names = async (lng: string) => {
      const res = await get(`/api/fabrics?lng=${lng}`);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .data.map((f: { name: string }) => f.name)
        .slice(0, 6);
    };
    expect(await names("tr")).toEqual([
      "Pamuklu poplin",
      "Keten",
      "Dimi (twill)",
      "Oxford gömleklik",
      "Pamuk-keten karışımı",
      "İplik boyalı çizgili poplin",
    ]);
    expect(await names("de")).toEqual(
      expect.arrayContaining(["Baumwollpopeline", "Leinen", "Baumwoll-Twill"]),
    );
    expect(await names("es")).toEqual(
      expect.arrayContaining(["Popelín de algodón", "Lino", "Sarga de algodón"]),
    );
    expect(await names("fr")).toEqual(expect.arrayContaining(["Popeline de coton", "Lin", "Sergé de coton"]));
    expect(await names("en")).toEqual(
      expect.arrayContaining(["Cotton poplin", "Linen", "Cotton twill", "Oxford shirting"]),
    );

    const list = (await get("/api/fabrics?lng=es")).json().data.slice(0, 6);
    for (const fabric of list) {
      expect(fabric.description.length).toBeGreaterThan(150);
      expect(fabric.main_image).toMatch(/^\/uploads\/.+\.webp$/);
      expect(fabric.photo_count).toBe(2);
    }
    const detail = (await get(`/api/fabrics/${list[0].id}?lng=es`)).json().data;
    expect(detail.fabric.description).toContain("algodón");
    expect(detail.photos).toHaveLength(2);
    expect(detail.photos.every((p: { image_path: string | null }) => p.image_path)).toBe(true);
  });

  it("has four collections of this year and four certificates, one ending within 30 days", async () => {
    const year = Number(today().slice(0, 4));
    const list = (await get("/api/collections?lng=es")).json().data;
    expect(list.map((c: { season: string; kind: string }) => `${c.season} ${c.kind}`).sort()).toEqual(
      [
        `AW${year % 100} capsule`,
        `AW${year % 100} main`,
        `SS${year % 100} capsule`,
        `SS${year % 100} main`,
      ].sort(),
    );
    expect(list.reduce((n: number, c: { fabric_count: number }) => n + c.fabric_count, 0)).toBe(24);
    for (const c of list) expect(c.cover_image).toMatch(/^\/uploads\//);

    const certs = (await get("/api/certificates?lng=es")).json().data;
    expect(certs.map((c: { standard: string }) => c.standard).sort()).toEqual([
      "gots",
      "grs",
      "iso_9001",
      "oeko_tex_100",
    ]);
    const soon = certs.filter(
      (c: { valid_until: string }) =>
        c.valid_until <= new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(soon).toHaveLength(1);
    const gots = certs.find((c: { standard: string }) => c.standard === "gots");
    const scan = await get(gots.file.url);
    expect(scan.statusCode).toBe(200);
    expect(scan.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    // A buyer's question the demo answers: linen twill, 100–140 g/m², GOTS.
    const found = (
      await get(`/api/fabrics?fiber=linen&weave=twill&gsm_min=100&gsm_max=140&certificate=${gots.id}`)
    ).json();
    expect(found.meta.total).toBeGreaterThanOrEqual(1);
  });

  it("gives every demo fabric a passport: origins, steps at the demo facilities, tests, GTINs on some colourways", async () => {
    const list = (await get("/api/fabrics?page_size=50")).json().data as { id: number; code: string }[];
    expect(list).toHaveLength(24);
    const byCode = new Map(list.map((f) => [f.code, f.id]));
    for (const { id } of list) {
      const { passport } = (await get(`/api/fabrics/${id}?lng=en`)).json().data.fabric;
      expect(passport.completeness).toBeGreaterThanOrEqual(88);
      expect(passport.tests.length).toBeGreaterThanOrEqual(6);
    }
    const poplin = (await get(`/api/fabrics/${byCode.get("DK-1102")}?lng=de`)).json().data.fabric;
    expect(poplin.passport).toMatchObject({ completeness: 100, hs_code: "520832", missing: [] });
    expect(poplin.passport.steps[0]).toMatchObject({ step: "spinning", country: "TR", facility: { city: "Denizli" } });
    expect(poplin.colourways.every((c: { gtin: string | null }) => /^[0-9]{14}$/.test(c.gtin ?? ""))).toBe(true);
    const recycled = (await get(`/api/fabrics/${byCode.get("DK-4410")}?lng=en`)).json().data.fabric.passport;
    expect(recycled.fibres).toEqual([
      expect.objectContaining({ fiber: "recycled_cotton", recycled_percent: 50, recycled_source: "pre_consumer" }),
      expect.objectContaining({ fiber: "recycled_polyester", recycled_percent: 50, recycled_source: "post_consumer" }),
    ]);
    expect(recycled.fibres[0].certificate_id).toEqual(expect.any(Number));
  });

  it("serves the generated images as WebP", async () => {
    const [fabric] = (await get("/api/fabrics")).json().data;
    const res = await get(fabric.main_image);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 534 });
    const widest = fabric.image.variants.at(-1);
    expect(widest).toMatchObject({ width: 1600, height: 1067 });
    expect((await get(widest.src)).statusCode).toBe(200);
    expect(path.basename(fabric.main_image)).not.toMatch(/seed|demo/);
  });

  it("lists the five countries in order, with covers and their fairs", async () => {
    const res = await get("/api/countries?lng=en");
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((c: { name: string; code: string }) => [c.code, c.name])).toEqual([
      ["FR", "France"],
      ["ES", "Spain"],
      ["DE", "Germany"],
      ["CA", "Canada"],
      ["GR", "Greece"],
    ]);
    for (const country of list) {
      expect(country.cover_image).toMatch(/^\/uploads\//);
      expect(country.exhibition_count).toBe(2);
      expect(country.totalPhotos).toBe(7);
    }
    const spanish = (await get("/api/countries?lng=es")).json().data.map((c: { name: string }) => c.name);
    expect(spanish).toEqual(["Francia", "España", "Alemania", "Canadá", "Grecia"]);
  });

  it("has upcoming and past fairs with dates, venues, websites and photos", async () => {
    const day = today();
    const upcoming = (await get("/api/exhibitions?when=upcoming&lng=fr")).json().data;
    const past = (await get("/api/exhibitions?when=past&lng=fr")).json().data;
    expect(upcoming).toHaveLength(5);
    expect(past).toHaveLength(5);
    for (const show of upcoming) expect(show.end_date >= day).toBe(true);
    for (const show of past) expect(show.end_date < day).toBe(true);

    const all = [...upcoming, ...past];
    const titles = all.map((e: { title: string }) => e.title).join(" | ");
    for (const fair of [
      "Première Vision Paris",
      "Texworld Evolution Paris",
      "Munich Fabric Start",
      "Momad Madrid",
      "Apparel Textile Sourcing Canada",
    ]) {
      expect(titles).toContain(fair);
    }
    expect(titles).toContain("Journées clients à Thessalonique");
    const pv = all.find((e: { title: string }) => e.title.startsWith("Première Vision"))!;
    expect(pv).toMatchObject({
      city: "Paris",
      venue: "Paris Nord Villepinte",
      website: "https://www.premierevision.com",
    });
    expect(pv.title).toMatch(/– (février|septembre) \d{4}$/);
    expect(pv.description).toContain("Villepinte");
    for (const show of all) {
      expect(show.image_url).toMatch(/^\/uploads\//);
      expect(show.start_date <= show.end_date).toBe(true);
      expect(show.photo_count).toBeGreaterThanOrEqual(3);
    }

    const photos = (await get(`/api/exhibitions/${past[0].id}/photos?lng=de`)).json();
    expect(photos.meta.total).toBe(4);
    expect(photos.data.map((p: { title: string }) => p.title)).toEqual([
      "In der Messehalle",
      "Unser Stand",
      "Der Mustertisch",
      "Der Eröffnungsmorgen",
    ]);
    expect(
      photos.data.every((p: { image_url: string; description: string }) => p.image_url && p.description),
    ).toBe(true);
  });

  it("gives the next fairs their hall and stand, and has three meeting requests at them, in three languages and states", async () => {
    const upcoming = (await get("/api/exhibitions?when=upcoming&lng=en")).json().data as {
      id: number;
      start_date: string;
      hall: string | null;
      stand: string | null;
    }[];
    expect(upcoming.every((fair) => fair.stand)).toBe(true);
    const rows = await t.ctx.db.select().from(meetingRequests);
    expect(rows.map((r) => [r.language, r.status]).sort()).toEqual([
      ["de", "confirmed"],
      ["es", "in_progress"],
      ["fr", "new"],
    ]);
    for (const row of rows) {
      const fair = upcoming.find((f) => f.id === row.exhibitionId);
      expect(fair, row.company).toBeDefined();
      expect(row.meetingDate).toBe(fair!.start_date);
    }
  });

  it("has contact details in Istanbul, with hours in the language asked", async () => {
    const de = (await get("/api/contact-info?lng=de")).json().data;
    expect(de.address).toContain("İstanbul");
    expect(de.addressLink).toMatch(/^https:\/\/maps\.google\.com\/\?q=/);
    expect(de.phone).toMatch(/^\+90 212 /);
    expect(de.whatsapp).toMatch(/^\+90 5\d\d /);
    expect(de.email).toMatch(/^info@/);
    expect(de.hours.weekday).toContain("Montag");
    expect(Object.values(de.social).every((url) => String(url).startsWith("https://"))).toBe(true);
    const es = (await get("/api/contact-info?lng=es")).json().data;
    expect(es.hours.weekend).toContain("domingos");
  });
});

describe("SEED=empty", () => {
  it("leaves a new database empty", async () => {
    const t = await createTestApp({ SEED: "empty" });
    try {
      expect(await seedDatabase(t.ctx, t.app.log)).toBe(false);
      expect(Object.values(await counts(t)).every((n) => n === 0)).toBe(true);
      expect(listFiles(t.ctx.storage.local.uploadsDir)).toEqual([]);
      expect((await t.app.inject({ method: "GET", url: "/api/fabrics" })).json().data).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
