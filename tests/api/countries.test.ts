import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../common/constants";
import { activityLog } from "../../server/db/schema";
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
  api = fairApi(t, admin, { field: "coverImage", filename: "cover.jpg" });
});
afterAll(() => t.close());

const getCountry = (id: number, query = "") =>
  t.app.inject({ method: "GET", url: `/api/countries/${id}${query}` });

describe("creating and reading countries", () => {
  it("creates a country with its cover, stored as re-encoded files, and answers 201", async () => {
    const before = uploads();
    const country = await api.addCountry({ name: "Almanya", name_en: "Germany", code: "de" });
    expect(country).toMatchObject({ name: "Almanya", code: "DE", exhibition_count: 0, totalPhotos: 0 });
    expect(country.cover_image).toMatch(/^\/uploads\/[^/]+$/);
    expect(country.image.src).toBe(country.cover_image);
    expect(country.image.width).toBeGreaterThan(0);
    expect(uploads().length).toBeGreaterThan(before.length);
    expect(tmpFiles()).toEqual([]);
    const served = await t.app.inject({ method: "GET", url: country.cover_image });
    expect(served.statusCode).toBe(200);
  });

  it("answers each language with tr as the fallback, and every language to an admin with lng=all", async () => {
    const country = await api.addCountry({ name: "Fransa", name_en: "France", name_fr: "France" });
    expect((await getCountry(country.id, "?lng=en")).json().data.name).toBe("France");
    expect((await getCountry(country.id, "?lng=de")).json().data.name).toBe("Fransa");
    expect((await getCountry(country.id)).json().data.name).toBe("Fransa");
    expect((await getCountry(country.id, "?lng=all")).statusCode).toBe(401);
    const all = await t.app.inject({
      method: "GET",
      url: `/api/countries/${country.id}?lng=all`,
      headers: { cookie: admin.cookie },
    });
    expect(all.json().data.name).toEqual({ tr: "Fransa", en: "France", fr: "France" });
    const bad = await getCountry(country.id, "?lng=xx");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ lng: "invalid" });
  });

  it("lists countries in order with pagination and the localized names", async () => {
    const a = await api.addCountry({ name: "İspanya", name_es: "España" });
    const b = await api.addCountry({ name: "Yunanistan", name_es: "Grecia" });
    const list = await t.app.inject({ method: "GET", url: "/api/countries?lng=es" });
    expect(list.statusCode).toBe(200);
    const items = list.json().data as { id: number; name: string }[];
    expect(list.json().meta).toMatchObject({ page: 1, page_size: 100, total: items.length });
    expect(items.map((c) => c.id)).toEqual([...items.map((c) => c.id)].sort((x, y) => x - y));
    expect(items.find((c) => c.id === a.id)?.name).toBe("España");
    expect(items.find((c) => c.id === b.id)?.name).toBe("Grecia");
    const second = await t.app.inject({ method: "GET", url: `/api/countries?page=2&page_size=1` });
    expect(second.json().data).toHaveLength(1);
    expect(second.json().data[0].id).toBe(items[1]!.id);
    expect(second.json().meta).toMatchObject({
      page: 2,
      page_size: 1,
      total: items.length,
      pages: items.length,
    });
    const tooBig = await t.app.inject({ method: "GET", url: "/api/countries?page_size=1000" });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toHaveProperty("page_size");
  });

  it("answers 404 for an unknown country and 400 for an id that is not one", async () => {
    expect((await getCountry(999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/countries/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: "invalid" });
  });

  it("refuses invalid input with field codes and stores nothing", async () => {
    const before = uploads();
    const empty = await api.send("POST", "/api/countries", { name: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ name: "required", coverImage: "required" });
    const bad = await api.send(
      "POST",
      "/api/countries",
      { name: "x".repeat(201), code: "TUR", name_en: "y".repeat(201) },
      { content: await picture() },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ name: "too_long", name_en: "too_long", code: "invalid" });
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses a change without a session (401) or without the CSRF token (403) before storing a byte", async () => {
    const before = uploads();
    const anonymous = await api.send(
      "POST",
      "/api/countries",
      { name: "Kanada" },
      { content: await picture() },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    const noToken = await api.send(
      "POST",
      "/api/countries",
      { name: "Kanada" },
      { content: await picture() },
      { cookie: admin.cookie },
    );
    expect(noToken.statusCode).toBe(403);
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
    const list = await t.app.inject({ method: "GET", url: "/api/countries" });
    expect(list.json().data.some((c: { name: string }) => c.name === "Kanada")).toBe(false);
  });

  it("refuses an oversize cover (413) and a file that is not an image (415)", async () => {
    const before = uploads();
    const huge = Buffer.concat([await picture(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooLarge = await api.send("POST", "/api/countries", { name: "Kanada" }, { content: huge });
    expect(tooLarge.statusCode).toBe(413);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [content, filename] of [
      [pdf, "cover.jpg"],
      [svg, "cover.svg"],
    ] as const) {
      const wrongType = await api.send("POST", "/api/countries", { name: "Kanada" }, { content, filename });
      expect(wrongType.statusCode, filename).toBe(415);
    }
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });
});

describe("editing countries", () => {
  it("changes, adds and removes languages; tr cannot become empty", async () => {
    const country = await api.addCountry({
      name: "Almanya",
      name_en: "Germany",
      name_de: "Deutschland",
      code: "DE",
    });
    const res = await api.send("PUT", `/api/countries/${country.id}?lng=all`, {
      name_en: "Germany (EU)",
      name_de: "",
      name_fr: "Allemagne",
      code: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toEqual({ tr: "Almanya", en: "Germany (EU)", fr: "Allemagne" });
    expect(res.json().data.code).toBeNull();
    const blank = await api.send("PUT", `/api/countries/${country.id}`, { name: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: "required" });
    expect((await getCountry(country.id)).json().data.name).toBe("Almanya");
  });

  it("replaces the cover and deletes the old files", async () => {
    const country = await api.addCountry({ name: "Kanada" });
    const oldFiles = uploads();
    const res = await api.send(
      "PUT",
      `/api/countries/${country.id}`,
      {},
      { content: await picture("#0000ff") },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cover_image).not.toBe(country.cover_image);
    const oldName = path.basename(country.cover_image);
    expect(oldFiles).toContain(oldName);
    expect(uploads()).not.toContain(oldName);
    expect(uploads()).toContain(path.basename(res.json().data.cover_image));
    expect(uploads().length).toBe(oldFiles.length);
    expect((await t.app.inject({ method: "GET", url: country.cover_image })).statusCode).toBe(404);
  });

  it("answers 404, 401, 403, 413 and 415 like a creation", async () => {
    const country = await api.addCountry({ name: "Portekiz" });
    expect((await api.send("PUT", "/api/countries/999999", { name: "X" })).statusCode).toBe(404);
    expect(
      (await api.send("PUT", `/api/countries/${country.id}`, { name: "X" }, undefined, {})).statusCode,
    ).toBe(401);
    const noToken = await api.send("PUT", `/api/countries/${country.id}`, { name: "X" }, undefined, {
      cookie: admin.cookie,
    });
    expect(noToken.statusCode).toBe(403);
    const huge = Buffer.concat([await picture(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect((await api.send("PUT", `/api/countries/${country.id}`, {}, { content: huge })).statusCode).toBe(
      413,
    );
    const text = Buffer.from("just some text, not an image at all");
    expect((await api.send("PUT", `/api/countries/${country.id}`, {}, { content: text })).statusCode).toBe(
      415,
    );
    expect((await getCountry(country.id)).json().data).toEqual(country);
  });
});

describe("deleting countries", () => {
  it("deletes the country, its exhibitions, their photos and every one of their files", async () => {
    const keep = await api.addCountry({ name: "Kalan" });
    const keepShow = await api.addExhibition(keep.id, { title: "Kalan fuar" });
    await api.addPhoto(keepShow.id);
    const before = uploads();

    const country = await api.addCountry({ name: "Silinecek" });
    const shows = [
      await api.addExhibition(country.id, { title: "Fuar A" }),
      await api.addExhibition(country.id, { title: "Fuar B" }),
    ];
    const photos = [
      await api.addPhoto(shows[0].id),
      await api.addPhoto(shows[0].id),
      await api.addPhoto(shows[1].id),
    ];
    const counted = (await getCountry(country.id)).json().data;
    expect(counted).toMatchObject({ exhibition_count: 2, totalPhotos: 3 });
    expect(uploads().length).toBeGreaterThan(before.length);

    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/countries/${country.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(uploads()).toEqual(before);
    expect((await getCountry(country.id)).statusCode).toBe(404);
    for (const show of shows) {
      expect((await t.app.inject({ method: "GET", url: `/api/exhibitions/${show.id}` })).statusCode).toBe(
        404,
      );
    }
    for (const photo of photos) {
      expect((await t.app.inject({ method: "GET", url: photo.image_url })).statusCode).toBe(404);
    }
    expect((await getCountry(keep.id)).json().data).toMatchObject({ exhibition_count: 1, totalPhotos: 1 });
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/countries/${country.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a deletion without a session or token, and logs every admin change", async () => {
    const country = await api.addCountry({ name: "Korunan" });
    const url = `/api/countries/${country.id}`;
    expect((await t.app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "DELETE", url, headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(403);
    expect((await getCountry(country.id)).statusCode).toBe(200);
    await api.send("PUT", url, { name_en: "Protected" });
    await t.app.inject({ method: "DELETE", url, headers: admin.headers });
    const log = await t.ctx.db.select().from(activityLog);
    const actions = log
      .filter((e) => e.entity === "country" && e.entityId === country.id)
      .map((e) => e.action);
    expect(actions).toEqual(["create", "update", "delete"]);
  });
});
