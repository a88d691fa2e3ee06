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
const png = () => picture(undefined, "png");

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  api = fairApi(t, admin, { field: "image", filename: "stand.png", format: "png" });
});
afterAll(() => t.close());

let exhibitionCounter = 0;

/** A country with one exhibition, made through the API. */
async function addExhibition() {
  const n = ++exhibitionCounter;
  const country = await api.addCountry({ name: `Ülke ${n}` });
  const show = await api.addExhibition(country.id, { title: `Fuar ${n}` });
  return { countryId: country.id as number, id: show.id as number };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const json = (
  method: "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** 'Photos (n)' as the pages show it, the country's total and the list's total. */
async function counters(show: { id: number; countryId: number }) {
  const exhibition = (await get(`/api/exhibitions/${show.id}`)).json().data;
  const country = (await get(`/api/countries/${show.countryId}`)).json().data;
  const list = (await get(`/api/exhibitions/${show.id}/photos`)).json();
  return {
    photo_count: exhibition.photo_count,
    totalPhotos: country.totalPhotos,
    listed: list.data.length,
    total: list.meta.total,
  };
}

describe("adding photos", () => {
  it("adds photos last, in field image or image[], with an empty title allowed", async () => {
    const show = await addExhibition();
    const before = uploads();
    const first = await api.addPhoto(show.id, { title: "Stand", title_en: "Booth", description: "Ön" });
    const second = await api.addPhoto(show.id, {}, "image[]");
    const third = await api.addPhoto(show.id, { title: "Üçüncü" });
    expect(first).toMatchObject({
      exhibition_id: show.id,
      title: "Stand",
      description: "Ön",
      display_order: 0,
    });
    expect(second).toMatchObject({ title: "", description: "", display_order: 1 });
    expect(third.display_order).toBe(2);
    expect(first.image_url).toMatch(/^\/uploads\//);
    expect(first.image.src).toBe(first.image_url);
    expect(uploads().length).toBeGreaterThan(before.length);
    expect(tmpFiles()).toEqual([]);
    expect(await counters(show)).toEqual({ photo_count: 3, totalPhotos: 3, listed: 3, total: 3 });
  });

  it("gives parallel uploads distinct places at the end", async () => {
    const show = await addExhibition();
    const photos = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.addPhoto(show.id, { title: `P${i}` })),
    );
    const orders = photos.map((p) => p.display_order).sort((a, b) => a - b);
    expect(orders).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await counters(show)).toEqual({ photo_count: 6, totalPhotos: 6, listed: 6, total: 6 });
  });

  it("lists photos in order in the language asked, tr as the fallback", async () => {
    const show = await addExhibition();
    await api.addPhoto(show.id, {
      title: "Bir",
      title_en: "One",
      description: "Açıklama",
      description_de: "Beschreibung",
    });
    await api.addPhoto(show.id, { title: "İki" });
    const en = await get(`/api/exhibitions/${show.id}/photos?lng=en`);
    expect(en.statusCode).toBe(200);
    expect(en.json().data.map((p: { title: string }) => p.title)).toEqual(["One", "İki"]);
    expect(en.json().data[0].description).toBe("Açıklama");
    expect(en.json().meta).toMatchObject({ page: 1, page_size: 100, total: 2 });
    const de = (await get(`/api/exhibitions/${show.id}/photos?lng=de`)).json().data;
    expect(de[0]).toMatchObject({ title: "Bir", description: "Beschreibung" });
    expect((await get(`/api/exhibitions/${show.id}/photos?lng=all`)).statusCode).toBe(401);
    const all = (await get(`/api/exhibitions/${show.id}/photos?lng=all`, { cookie: admin.cookie })).json()
      .data;
    expect(all[0].title).toEqual({ tr: "Bir", en: "One" });
    const paged = (await get(`/api/exhibitions/${show.id}/photos?page=2&page_size=1`)).json();
    expect(paged.data.map((p: { title: string }) => p.title)).toEqual(["İki"]);
    expect(paged.meta).toMatchObject({ page: 2, page_size: 1, total: 2, pages: 2 });
    const capped = await get(`/api/exhibitions/${show.id}/photos?page_size=101`);
    expect(capped.statusCode).toBe(400);
    expect(capped.json().error.fields).toEqual({ page_size: "too_long" });
  });

  it("answers 404 for an unknown exhibition and 400 for a bad id", async () => {
    expect((await get("/api/exhibitions/999999/photos")).statusCode).toBe(404);
    const before = uploads();
    const res = await api.send(
      "POST",
      "/api/exhibitions/999999/photos",
      { title: "X" },
      { content: await png() },
    );
    expect(res.statusCode).toBe(404);
    expect((await get("/api/exhibitions/-1/photos")).statusCode).toBe(400);
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses a photo without a file or with overlong texts (400), storing nothing", async () => {
    const show = await addExhibition();
    const before = uploads();
    const none = await api.send("POST", `/api/exhibitions/${show.id}/photos`, { title: "Dosyasız" });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ image: "required" });
    const long = await api.send(
      "POST",
      `/api/exhibitions/${show.id}/photos`,
      { title: "x".repeat(201), description_en: "y".repeat(5001) },
      { content: await png() },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ title: "too_long", description_en: "too_long" });
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
    expect((await counters(show)).photo_count).toBe(0);
  });

  it("refuses an upload without a session (401) or token (403) before storing a byte", async () => {
    const show = await addExhibition();
    const before = uploads();
    const url = `/api/exhibitions/${show.id}/photos`;
    expect((await api.send("POST", url, {}, { content: await png() }, {})).statusCode).toBe(401);
    expect(
      (await api.send("POST", url, {}, { content: await png() }, { cookie: admin.cookie })).statusCode,
    ).toBe(403);
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it("refuses an oversize file (413) and a file that is not an image (415)", async () => {
    const show = await addExhibition();
    const before = uploads();
    const url = `/api/exhibitions/${show.id}/photos`;
    const huge = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect((await api.send("POST", url, {}, { content: huge })).statusCode).toBe(413);
    const pdf = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const res = await api.send("POST", url, {}, { content: pdf, filename: "stand.png" });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("unsupported_type");
    expect(uploads()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
    expect((await counters(show)).photo_count).toBe(0);
  });
});

describe("editing photos", () => {
  it("changes texts, removes a blanked language and allows an empty title", async () => {
    const show = await addExhibition();
    const photo = await api.addPhoto(show.id, { title: "Stand", title_en: "Booth", title_de: "Stand DE" });
    const res = await json("PUT", `/api/exhibitions/photos/${photo.id}?lng=all`, {
      title_de: "",
      description: "Yeni açıklama",
      description_fr: "Nouvelle description",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: photo.id,
      title: { tr: "Stand", en: "Booth" },
      description: { tr: "Yeni açıklama", fr: "Nouvelle description" },
      image_url: photo.image_url,
    });
    const untitled = await json("PUT", `/api/exhibitions/photos/${photo.id}?lng=en`, {
      title: "",
      title_en: "",
    });
    expect(untitled.json().data.title).toBe("");
  });

  it("answers 400, 404, 401 and 403", async () => {
    const show = await addExhibition();
    const photo = await api.addPhoto(show.id, { title: "Sabit" });
    const url = `/api/exhibitions/photos/${photo.id}`;
    const bad = await json("PUT", url, { title: "x".repeat(201), description: 5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["description", "title"]);
    expect((await json("PUT", "/api/exhibitions/photos/999999", { title: "X" })).statusCode).toBe(404);
    expect((await json("PUT", url, { title: "X" }, { cookie: "" })).statusCode).toBe(401);
    expect((await json("PUT", url, { title: "X" }, { cookie: admin.cookie })).statusCode).toBe(403);
    const list = (await get(`/api/exhibitions/${show.id}/photos`)).json().data;
    expect(list[0].title).toBe("Sabit");
  });
});

describe("reordering photos", () => {
  it("moves a photo and renumbers the others 0..n-1", async () => {
    const show = await addExhibition();
    const ids: number[] = [];
    for (const title of ["A", "B", "C", "D"]) ids.push((await api.addPhoto(show.id, { title })).id);
    const [a, b, c, d] = ids as [number, number, number, number];
    const order = async () =>
      (await get(`/api/exhibitions/${show.id}/photos`))
        .json()
        .data.map((p: { id: number; display_order: number }) => [p.id, p.display_order]);

    const moved = await json("PUT", `/api/exhibitions/photos/${d}/order`, { display_order: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const expected = [d, a, b, c].map((id, i) => ({ id, display_order: i }));
    expect(moved.json().data).toEqual(expected);
    expect(await order()).toEqual(expected.map((e) => [e.id, e.display_order]));

    const last = await json("PUT", `/api/exhibitions/photos/${d}/order`, { display_order: 99 });
    expect(last.json().data.map((e: { id: number }) => e.id)).toEqual([a, b, c, d]);
    const middle = await json("PUT", `/api/exhibitions/photos/${a}/order`, { display_order: "2" });
    expect(middle.json().data).toEqual([b, c, a, d].map((id, i) => ({ id, display_order: i })));
    expect(await order()).toEqual([b, c, a, d].map((id, i) => [id, i]));
    const next = await api.addPhoto(show.id, { title: "E" });
    expect(next.display_order).toBe(4);
  });

  it("answers 400 for a bad position, 404 for an unknown photo, 401 and 403", async () => {
    const show = await addExhibition();
    const photo = await api.addPhoto(show.id);
    const url = `/api/exhibitions/photos/${photo.id}/order`;
    for (const payload of [{ display_order: -1 }, { display_order: 1.5 }, { display_order: "x" }, {}]) {
      const res = await json("PUT", url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(["display_order"]);
    }
    expect((await json("PUT", "/api/exhibitions/photos/999999/order", { display_order: 0 })).statusCode).toBe(
      404,
    );
    expect((await json("PUT", url, { display_order: 0 }, {})).statusCode).toBe(401);
    expect((await json("PUT", url, { display_order: 0 }, { cookie: admin.cookie })).statusCode).toBe(403);
  });
});

describe("deleting photos", () => {
  it("deletes the photo and its files; the counters follow", async () => {
    const show = await addExhibition();
    const keep = await api.addPhoto(show.id, { title: "Kalan" });
    const before = uploads();
    const gone = await api.addPhoto(show.id, { title: "Giden" });
    expect(await counters(show)).toEqual({ photo_count: 2, totalPhotos: 2, listed: 2, total: 2 });
    const res = await json("DELETE", `/api/exhibitions/photos/${gone.id}`);
    expect(res.statusCode).toBe(204);
    expect(uploads()).toEqual(before);
    expect((await get(gone.image_url)).statusCode).toBe(404);
    expect((await get(keep.image_url)).statusCode).toBe(200);
    expect(await counters(show)).toEqual({ photo_count: 1, totalPhotos: 1, listed: 1, total: 1 });
    expect((await json("DELETE", `/api/exhibitions/photos/${gone.id}`)).statusCode).toBe(404);
    const log = await t.ctx.db.select().from(activityLog);
    const actions = log
      .filter((e) => e.entity === "exhibition_photo" && e.entityId === gone.id)
      .map((e) => e.action);
    expect(actions).toEqual(["create", "delete"]);
  });

  it("refuses a deletion without a session (401) or token (403)", async () => {
    const show = await addExhibition();
    const photo = await api.addPhoto(show.id);
    const url = `/api/exhibitions/photos/${photo.id}`;
    expect((await json("DELETE", url, undefined, {})).statusCode).toBe(401);
    expect((await json("DELETE", url, undefined, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await counters(show)).photo_count).toBe(1);
  });
});
