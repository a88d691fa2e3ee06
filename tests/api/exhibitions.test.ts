import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../common/constants";
import { today } from "../../common/dates";
import { activityLog } from "../../server/db/schema";
import { dayFromToday as day } from "../helpers/admin-api";
import { type AdminSession, listFiles, type TestApp } from "../helpers/app";
import { type FairApi, fairApi, picture } from "../helpers/fairs";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;
let api: FairApi;
const uploads = () => listFiles(path.join(t.dataDir, "uploads"));
const tmpFiles = () => listFiles(path.join(t.dataDir, "tmp"));

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  api = fairApi(t, admin, { field: "image_url", filename: "fair.jpg" });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const del = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: "DELETE", url, headers });

describe("creating and reading exhibitions", () => {
  it("creates an exhibition with every field and answers it in the language asked", async () => {
    const country = await api.addCountry({ name: "Almanya", name_en: "Germany" });
    const before = uploads();
    const show = await api.addExhibition(country.id, {
      title_en: "Munich Fabric Start",
      description_en: "Fabric fair",
      city: "München",
      venue: "MOC",
      start_date: "2031-02-03",
      end_date: "2031-02-05",
      website: "https://www.munichfabricstart.com/",
    });
    expect(show).toMatchObject({
      country_id: country.id,
      countryId: country.id,
      country_name: "Almanya",
      title: "Fuar",
      description: "Açıklama",
      city: "München",
      venue: "MOC",
      start_date: "2031-02-03",
      end_date: "2031-02-05",
      website: "https://www.munichfabricstart.com/",
      photo_count: 0,
    });
    expect(show.image_url).toMatch(/^\/uploads\//);
    expect(show.image.src).toBe(show.image_url);
    expect(Number.isNaN(Date.parse(show.created_at))).toBe(false);
    expect(uploads().length).toBeGreaterThan(before.length);
    expect(tmpFiles()).toEqual([]);

    const en = (await get(`/api/exhibitions/${show.id}?lng=en`)).json().data;
    expect(en).toMatchObject({
      title: "Munich Fabric Start",
      description: "Fabric fair",
      country_name: "Germany",
    });
    const fr = (await get(`/api/exhibitions/${show.id}?lng=fr`)).json().data;
    expect(fr).toMatchObject({ title: "Fuar", description: "Açıklama", country_name: "Almanya" });
    expect((await get(`/api/exhibitions/${show.id}?lng=all`)).statusCode).toBe(401);
    const all = (await get(`/api/exhibitions/${show.id}?lng=all`, { cookie: admin.cookie })).json().data;
    expect(all.title).toEqual({ tr: "Fuar", en: "Munich Fabric Start" });
    expect((await getCountryData(country.id)).exhibition_count).toBe(1);
  });

  it("refuses invalid input with field codes and stores nothing", async () => {
    const country = await api.addCountry({ name: "Fransa" });
    const before = uploads();
    const empty = await api.send("POST", "/api/exhibitions", { title: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      title: "required",
      description: "required",
      countryId: "required",
      image_url: "required",
    });
    const image = { content: await picture() };
    const base = { title: "Fuar", description: "Açıklama", countryId: String(country.id) };
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ start_date: "2031-02-30" }, { start_date: "invalid_date" }],
      [{ start_date: "2031-03-05", end_date: "2031-03-04" }, { end_date: "invalid_date" }],
      [{ website: "javascript:alert(1)" }, { website: "invalid_url" }],
      [{ website: "ftp://example.com/" }, { website: "invalid_url" }],
      [{ countryId: "abc" }, { countryId: "invalid" }],
      [{ countryId: "999999" }, { countryId: "invalid" }],
      [
        { title: "x".repeat(201), city: "y".repeat(201) },
        { title: "too_long", city: "too_long" },
      ],
    ];
    for (const [fields, expected] of cases) {
      const res = await api.send("POST", "/api/exhibitions", { ...base, ...fields }, image);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields).toEqual(expected);
    }
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
    expect((await getCountryData(country.id)).exhibition_count).toBe(0);
  });

  it("answers 404 for an unknown exhibition or country and 400 for a bad id", async () => {
    expect((await get("/api/exhibitions/999999")).statusCode).toBe(404);
    expect((await get("/api/exhibitions/country/999999")).statusCode).toBe(404);
    const bad = await get("/api/exhibitions/0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: "invalid" });
    expect((await get("/api/exhibitions/country/x")).json().error.fields).toEqual({ countryId: "invalid" });
  });

  it("refuses a creation without a session (401) or token (403) before storing a byte", async () => {
    const country = await api.addCountry({ name: "Kanada" });
    const before = uploads();
    const fields = { title: "Fuar", description: "Açıklama", countryId: String(country.id) };
    expect(
      (await api.send("POST", "/api/exhibitions", fields, { content: await picture() }, {})).statusCode,
    ).toBe(401);
    const noToken = await api.send(
      "POST",
      "/api/exhibitions",
      fields,
      { content: await picture() },
      { cookie: admin.cookie },
    );
    expect(noToken.statusCode).toBe(403);
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses an oversize image (413) and a file that is not an image (415)", async () => {
    const country = await api.addCountry({ name: "Kanada" });
    const before = uploads();
    const fields = { title: "Fuar", description: "Açıklama", countryId: String(country.id) };
    const huge = Buffer.concat([await picture(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect((await api.send("POST", "/api/exhibitions", fields, { content: huge })).statusCode).toBe(413);
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    const res = await api.send("POST", "/api/exhibitions", fields, { content: html, filename: "fair.jpg" });
    expect(res.statusCode).toBe(415);
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });
});

async function getCountryData(id: number) {
  const res = await get(`/api/countries/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe("listing exhibitions", () => {
  it("keeps list totals equal to the rows through adds, date changes and a country's deletion", async () => {
    const totals = async () => {
      const all = (await get("/api/exhibitions?page_size=1")).json().meta.total;
      const upcoming = (await get("/api/exhibitions?when=upcoming&page_size=1")).json().meta.total;
      const past = (await get("/api/exhibitions?when=past&page_size=1")).json().meta.total;
      const countries = (await get("/api/countries?page_size=1")).json().meta.total;
      return { all, upcoming, past, countries };
    };
    const counted = async () => {
      const rows = (await t.ctx.db.execute(sql`select
          (select count(*) from exhibitions)::int as all,
          (select count(*) from exhibitions where coalesce(end_date, start_date) >= ${today()})::int as upcoming,
          (select count(*) from exhibitions where coalesce(end_date, start_date) < ${today()})::int as past,
          (select count(*) from countries)::int as countries`)) as unknown as
        | { rows?: unknown[] }
        | unknown[];
      return (Array.isArray(rows) ? rows[0] : rows.rows?.[0]) as Record<string, number>;
    };
    const before = await totals();
    expect(before).toEqual(await counted());

    const country = await api.addCountry({ name: "Sayımlar" });
    const soon = await api.addExhibition(country.id, { start_date: day(3), end_date: day(5) });
    await api.addExhibition(country.id, { start_date: day(-9), end_date: day(-8) });
    await api.addExhibition(country.id);
    expect(await totals()).toEqual({
      all: before.all + 3,
      upcoming: before.upcoming + 1,
      past: before.past + 1,
      countries: before.countries + 1,
    });
    // A date change moves it from upcoming to past.
    const moved = await api.send("PUT", `/api/exhibitions/${soon.id}`, {
      start_date: day(-4),
      end_date: day(-3),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await totals()).toEqual({
      all: before.all + 3,
      upcoming: before.upcoming,
      past: before.past + 2,
      countries: before.countries + 1,
    });
    // Deleting the country deletes its exhibitions (cascade): every total is back.
    expect((await del(`/api/countries/${country.id}`)).statusCode).toBe(204);
    expect(await totals()).toEqual(before);
    expect(await totals()).toEqual(await counted());
  });

  it("lists upcoming (soonest first) and past (latest first) by dates relative to today", async () => {
    const country = await api.addCountry({ name: "Tarihler" });
    const make = async (title: string, start?: string, end?: string) =>
      (
        await api.addExhibition(country.id, {
          title,
          ...(start ? { start_date: start } : {}),
          ...(end ? { end_date: end } : {}),
        })
      ).id as number;
    const later = await make("later", day(10), day(12));
    const running = await make("running", day(-2), day(1));
    const startsToday = await make("today", day(0));
    const over = await make("over", day(-30), day(-28));
    const yesterday = await make("yesterday", day(-5), day(-1));
    const undated = await make("undated");

    const ids = async (query: string) => {
      const res = await get(`/api/exhibitions?country_id=${country.id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { ids: res.json().data.map((e: { id: number }) => e.id), total: res.json().meta.total };
    };
    // Upcoming: the soonest over first (a one-day fair today, then one that ends tomorrow).
    expect(await ids("&when=upcoming")).toEqual({ ids: [startsToday, running, later], total: 3 });
    expect(await ids("&when=past")).toEqual({ ids: [yesterday, over], total: 2 });
    expect(await ids("")).toEqual({ ids: [later, startsToday, running, yesterday, over, undated], total: 6 });
    expect(await ids("&page_size=2&page=2")).toEqual({ ids: [running, yesterday], total: 6 });

    const byCountry = await get(`/api/exhibitions/country/${country.id}?lng=en`);
    expect(byCountry.json().data.map((e: { id: number }) => e.id)).toEqual([
      later,
      startsToday,
      running,
      yesterday,
      over,
      undated,
    ]);
    expect(byCountry.json().meta.total).toBe(6);

    const bad = await get("/api/exhibitions?when=soon&country_id=x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ when: "invalid", country_id: "invalid" });
  });

  it("lists every country's exhibitions, newest first, in the language asked", async () => {
    const a = await api.addCountry({ name: "Yunanistan", name_en: "Greece" });
    const b = await api.addCountry({ name: "İspanya", name_en: "Spain" });
    const first = await api.addExhibition(a.id, { title: "Birinci", title_en: "First" });
    const second = await api.addExhibition(b.id, { title: "İkinci" });
    const res = await get("/api/exhibitions?lng=en&page_size=100");
    const items = res.json().data as { id: number; title: string; country_name: string }[];
    const i1 = items.findIndex((e) => e.id === first.id);
    const i2 = items.findIndex((e) => e.id === second.id);
    expect(i2).toBeLessThan(i1);
    expect(items[i1]).toMatchObject({ title: "First", country_name: "Greece" });
    expect(items[i2]).toMatchObject({ title: "İkinci", country_name: "Spain" });
    expect(res.json().meta.total).toBe(items.length);
  });

  it("answers an empty list for a country without exhibitions", async () => {
    const country = await api.addCountry({ name: "Boş" });
    const res = await get(`/api/exhibitions/country/${country.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.json().meta.total).toBe(0);
  });
});

describe("editing exhibitions", () => {
  it("changes texts and fields, clears optional ones and removes blanked languages", async () => {
    const country = await api.addCountry({ name: "İtalya" });
    const show = await api.addExhibition(country.id, {
      title_en: "Fair",
      title_de: "Messe",
      city: "Milano",
      start_date: "2031-05-01",
      website: "https://example.com/",
    });
    const res = await api.send("PUT", `/api/exhibitions/${show.id}?lng=all`, {
      title_de: "",
      description_en: "Description",
      city: "",
      venue: "Rho Fiera",
      end_date: "2031-05-03",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: { tr: "Fuar", en: "Fair" },
      description: { tr: "Açıklama", en: "Description" },
      city: null,
      venue: "Rho Fiera",
      start_date: "2031-05-01",
      end_date: "2031-05-03",
      website: "https://example.com/",
      image_url: show.image_url,
    });
    const early = await api.send("PUT", `/api/exhibitions/${show.id}`, { end_date: "2031-04-30" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ end_date: "invalid_date" });
    const blank = await api.send("PUT", `/api/exhibitions/${show.id}`, { title: "", description: "" });
    expect(blank.json().error.fields).toEqual({ title: "required", description: "required" });
  });

  it("moves an exhibition with its photos to another country, counters following", async () => {
    const from = await api.addCountry({ name: "Kaynak" });
    const to = await api.addCountry({ name: "Hedef" });
    const show = await api.addExhibition(from.id);
    await api.addPhoto(show.id);
    await api.addPhoto(show.id);
    expect(await getCountryData(from.id)).toMatchObject({ exhibition_count: 1, totalPhotos: 2 });
    const res = await api.send("PUT", `/api/exhibitions/${show.id}`, { countryId: String(to.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ country_id: to.id, country_name: "Hedef", photo_count: 2 });
    expect(await getCountryData(from.id)).toMatchObject({ exhibition_count: 0, totalPhotos: 0 });
    expect(await getCountryData(to.id)).toMatchObject({ exhibition_count: 1, totalPhotos: 2 });
    const unknown = await api.send("PUT", `/api/exhibitions/${show.id}`, { countryId: "999999" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ countryId: "invalid" });
  });

  it("replaces the image and deletes the old files", async () => {
    const country = await api.addCountry({ name: "Resim" });
    const show = await api.addExhibition(country.id);
    const before = uploads();
    const res = await api.send(
      "PUT",
      `/api/exhibitions/${show.id}`,
      {},
      { content: await picture("#010203") },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image_url).not.toBe(show.image_url);
    expect(uploads()).not.toContain(path.basename(show.image_url));
    expect(uploads().length).toBe(before.length);
  });

  it("answers 404, 401, 403, 413 and 415 on an edit", async () => {
    const country = await api.addCountry({ name: "Hatalar" });
    const show = await api.addExhibition(country.id);
    const url = `/api/exhibitions/${show.id}`;
    expect((await api.send("PUT", "/api/exhibitions/999999", { title: "X" })).statusCode).toBe(404);
    expect((await api.send("PUT", url, { title: "X" }, undefined, {})).statusCode).toBe(401);
    expect((await api.send("PUT", url, { title: "X" }, undefined, { cookie: admin.cookie })).statusCode).toBe(
      403,
    );
    const huge = Buffer.concat([await picture(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect((await api.send("PUT", url, {}, { content: huge })).statusCode).toBe(413);
    expect(
      (await api.send("PUT", url, {}, { content: Buffer.from("plain text, not an image") })).statusCode,
    ).toBe(415);
    expect((await get(url)).json().data).toEqual(show);
  });
});

describe("deleting exhibitions", () => {
  it("deletes the exhibition, its photos and their files; counters follow", async () => {
    const country = await api.addCountry({ name: "Sayaç" });
    const keep = await api.addExhibition(country.id, { title: "Kalan" });
    await api.addPhoto(keep.id);
    const before = uploads();
    const show = await api.addExhibition(country.id, { title: "Giden" });
    const photos = [await api.addPhoto(show.id), await api.addPhoto(show.id)];
    expect(await getCountryData(country.id)).toMatchObject({ exhibition_count: 2, totalPhotos: 3 });

    const res = await del(`/api/exhibitions/${show.id}`);
    expect(res.statusCode).toBe(204);
    expect(uploads()).toEqual(before);
    expect((await get(`/api/exhibitions/${show.id}`)).statusCode).toBe(404);
    expect((await get(`/api/exhibitions/${show.id}/photos`)).statusCode).toBe(404);
    for (const photo of photos) expect((await get(photo.image_url)).statusCode).toBe(404);
    expect(await getCountryData(country.id)).toMatchObject({ exhibition_count: 1, totalPhotos: 1 });
    const log = await t.ctx.db.select().from(activityLog);
    expect(
      log.some((e) => e.entity === "exhibition" && e.entityId === show.id && e.action === "delete"),
    ).toBe(true);
  });

  it("gives exactly one 204 to 20 parallel deletions of one exhibition, 404 to the others", async () => {
    const country = await api.addCountry({ name: "Yarış" });
    const before = uploads();
    const show = await api.addExhibition(country.id);
    await api.addPhoto(show.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => del(`/api/exhibitions/${show.id}`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 204)).toHaveLength(1);
    expect(codes.filter((c) => c === 404)).toHaveLength(19);
    expect(uploads()).toEqual(before);
    expect(await getCountryData(country.id)).toMatchObject({ exhibition_count: 0, totalPhotos: 0 });
  });

  it("refuses a deletion without a session (401) or token (403)", async () => {
    const country = await api.addCountry({ name: "Koruma" });
    const show = await api.addExhibition(country.id);
    expect((await del(`/api/exhibitions/${show.id}`, {})).statusCode).toBe(401);
    expect((await del(`/api/exhibitions/${show.id}`, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await get(`/api/exhibitions/${show.id}`)).statusCode).toBe(200);
    expect((await del("/api/exhibitions/abc")).statusCode).toBe(400);
  });
});
