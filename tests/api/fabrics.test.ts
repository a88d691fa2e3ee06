import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../common/constants";
import { activityLog, fabrics, media } from "../../server/db/schema";
import { getPublicFabric, listPublicFabrics } from "../../server/modules/fabrics/service";
import { type AdminSession, type FilePart, listFiles, multipart, type TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";
import { hostile, jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let image: Buffer;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  image = await jpeg(1200, 900);
});
afterAll(() => t.close());

const uploads = () => listFiles(t.ctx.storage.local.uploadsDir).sort();
const mainImage = (content = image, filename = "kumas.jpg"): FilePart => ({
  field: "main_image",
  filename,
  content,
});

type Send = {
  method: "POST" | "PUT";
  url: string;
  fields?: Record<string, string>;
  files?: FilePart[];
  headers?: Record<string, string>;
};

function send({ method, url, fields = {}, files = [], headers = admin.headers }: Send) {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

async function createFabric(fields: Record<string, string> = {}) {
  const res = await send({
    method: "POST",
    url: "/api/fabrics",
    fields: { name: "Poplin", description: "Pamuklu gömleklik", ...fields },
    files: [mainImage()],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; main_image: string; image: { variants: { src: string }[] } };
}

async function addPhoto(fabricId: number, field = "image") {
  const res = await send({
    method: "POST",
    url: `/api/fabrics/${fabricId}/photos`,
    files: [{ field, filename: "detay.jpg", content: image }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; image_path: string; display_order: number };
}

describe("fabric writes", () => {
  it("creates a fabric with its texts and WebP variants, and logs it", async () => {
    const res = await send({
      method: "POST",
      url: "/api/fabrics",
      fields: {
        name: "Keten",
        name_en: "Linen",
        description: "Yazlık keten",
        description_en: "Summer linen",
        junk: "x",
      },
      files: [mainImage()],
    });
    expect(res.statusCode, res.body).toBe(201);
    const fabric = res.json().data;
    expect(fabric).toMatchObject({ name: "Keten", description: "Yazlık keten", photo_count: 0 });
    expect(fabric.main_image).toMatch(/^\/uploads\/[A-Za-z0-9]+-800\.webp$/);
    expect(fabric.image).toMatchObject({ width: 800, height: 600, src: fabric.main_image });
    expect(fabric.image.variants.map((v: { width: number }) => v.width)).toEqual([400, 800]);
    expect(fabric.image.srcset).toContain("400w");
    for (const v of fabric.image.variants) expect(uploads()).toContain(path.basename(v.src));
    const logged = await t.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, fabric.id));
    expect(logged.some((row) => row.entity === "fabric" && row.action === "create")).toBe(true);
    const served = await t.app.inject({ method: "GET", url: fabric.main_image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("reports every missing field at once, the file included", async () => {
    const before = uploads();
    const res = await send({ method: "POST", url: "/api/fabrics", fields: { name: "  ", description: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: "required",
      description: "required",
      main_image: "required",
    });
    const long = await send({
      method: "POST",
      url: "/api/fabrics",
      fields: { name: "x".repeat(201), description: "ok" },
      files: [mainImage()],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ name: "too_long" });
    expect(uploads()).toEqual(before);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
  });

  it("refuses writes without a session (401) or without the CSRF token (403), storing nothing", async () => {
    const before = uploads();
    const fields = { name: "Twill", description: "Dimi" };
    const anonymous = await send({
      method: "POST",
      url: "/api/fabrics",
      fields,
      files: [mainImage()],
      headers: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const noToken = await send({
      method: "POST",
      url: "/api/fabrics",
      fields,
      files: [mainImage()],
      headers: { cookie: admin.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    const { id } = await createFabric();
    const after = uploads();
    for (const req of [
      { method: "PUT" as const, url: `/api/fabrics/${id}` },
      { method: "POST" as const, url: `/api/fabrics/${id}/photos` },
    ]) {
      expect((await send({ ...req, fields, files: [mainImage()], headers: {} })).statusCode).toBe(401);
      expect(
        (await send({ ...req, fields, files: [mainImage()], headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(403);
    }
    for (const url of [`/api/fabrics/${id}`, "/api/fabrics/photos/1"]) {
      expect((await t.app.inject({ method: "DELETE", url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: "DELETE", url, headers: { cookie: admin.cookie } })).statusCode,
      ).toBe(403);
    }
    expect(uploads().length).toBe(after.length);
    expect(after.length).toBe(before.length + 2);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
  });

  it("refuses an image over the limit (413) and a file that is not an image (415)", async () => {
    const before = uploads();
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    image.copy(big);
    const tooBig = await send({
      method: "POST",
      url: "/api/fabrics",
      fields: { name: "Big", description: "Big" },
      files: [mainImage(big)],
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.fields).toEqual({ main_image: "file_size" });
    const html = await send({
      method: "POST",
      url: "/api/fabrics",
      fields: { name: "Html", description: "Html" },
      files: [mainImage(hostile.html, "page.jpg")],
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().error.fields).toEqual({ main_image: "file_type" });
    expect(uploads()).toEqual(before);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
  });

  it("updates texts by language: given ones replace, blank ones go, tr cannot be blanked", async () => {
    const { id } = await createFabric({ name_en: "Poplin EN", name_de: "Popeline" });
    const res = await send({
      method: "PUT",
      url: `/api/fabrics/${id}?lng=all`,
      fields: { name_en: "Poplin (en)", name_de: "" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toEqual({ tr: "Poplin", en: "Poplin (en)" });
    expect(res.json().data.description).toEqual({ tr: "Pamuklu gömleklik" });
    const blank = await send({ method: "PUT", url: `/api/fabrics/${id}`, fields: { name: " " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: "required" });
  });

  it("replaces the main image and deletes the old files", async () => {
    const created = await createFabric();
    const oldFiles = created.image.variants.map((v) => path.basename(v.src));
    const res = await send({
      method: "PUT",
      url: `/api/fabrics/${created.id}`,
      files: [mainImage(await jpeg(500, 500, "#123"), "yeni.JPEG")],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data;
    expect(updated.image.variants.map((v: { width: number }) => v.width)).toEqual([400]);
    const now = uploads();
    for (const file of oldFiles) expect(now).not.toContain(file);
    expect(now).toContain(path.basename(updated.main_image));
    const rows = await t.ctx.db.select().from(media);
    expect(rows.some((row) => oldFiles[0]!.startsWith(row.storageKey))).toBe(false);
  });

  it("answers 404 for a missing fabric and 400 for a bad id", async () => {
    expect(
      (await send({ method: "PUT", url: "/api/fabrics/999999", fields: { name: "x" } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/fabrics/999999", headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/fabrics/abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: "invalid" });
  });

  it("deletes a fabric with its photos and every file of them", async () => {
    const before = uploads();
    const { id } = await createFabric();
    await addPhoto(id);
    await addPhoto(id, "image[]");
    expect(uploads().length).toBe(before.length + 6);
    const res = await t.app.inject({ method: "DELETE", url: `/api/fabrics/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(uploads()).toEqual(before);
    expect((await t.app.inject({ method: "GET", url: `/api/fabrics/${id}` })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(fabrics).where(eq(fabrics.id, id))).toEqual([]);
  });
});

describe("fabric photos", () => {
  it("adds photos at the end of the gallery and lists them publicly", async () => {
    const { id } = await createFabric();
    const first = await addPhoto(id);
    const second = await addPhoto(id, "image[]");
    expect(first.display_order).toBe(0);
    expect(second.display_order).toBe(1);
    expect(first.image_path).toMatch(/^\/uploads\/.+-800\.webp$/);
    const list = await t.app.inject({ method: "GET", url: `/api/fabrics/${id}/photos` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
    expect(list.json().meta).toMatchObject({ page: 1, total: 2 });
    const detail = await t.app.inject({ method: "GET", url: `/api/fabrics/${id}` });
    expect(detail.json().data.fabric.photo_count).toBe(2);
    expect(detail.json().data.photos).toHaveLength(2);
  });

  it("validates photo uploads: file required, one file, images only, fabric must exist", async () => {
    const { id } = await createFabric();
    const none = await send({ method: "POST", url: `/api/fabrics/${id}/photos` });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ image: "required" });
    const two = await send({
      method: "POST",
      url: `/api/fabrics/${id}/photos`,
      files: [
        { field: "image", filename: "a.jpg", content: image },
        { field: "image", filename: "b.jpg", content: image },
      ],
    });
    expect(two.statusCode).toBe(400);
    const wrongField = await send({
      method: "POST",
      url: `/api/fabrics/${id}/photos`,
      files: [{ field: "photo", filename: "a.jpg", content: image }],
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ photo: "invalid" });
    const svg = await send({
      method: "POST",
      url: `/api/fabrics/${id}/photos`,
      files: [{ field: "image", filename: "logo.svg", content: hostile.svg }],
    });
    expect(svg.statusCode).toBe(415);
    const missing = await send({
      method: "POST",
      url: "/api/fabrics/999999/photos",
      files: [{ field: "image", filename: "a.jpg", content: image }],
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/fabrics/999999/photos" })).statusCode).toBe(404);
    expect(listFiles(t.ctx.storage.tmpDir)).toEqual([]);
    const detail = await t.app.inject({ method: "GET", url: `/api/fabrics/${id}` });
    expect(detail.json().data.fabric.photo_count).toBe(0);
  });

  it("deletes a photo and its files; a second delete is a 404", async () => {
    const { id } = await createFabric();
    const photo = await addPhoto(id);
    const file = path.basename(photo.image_path);
    expect(uploads()).toContain(file);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/fabrics/photos/${photo.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(uploads()).not.toContain(file);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/fabrics/photos/${photo.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    const detail = await t.app.inject({ method: "GET", url: `/api/fabrics/${id}` });
    expect(detail.json().data.fabric.photo_count).toBe(0);
  });
});

describe("fabric reads", () => {
  let read: TestApp;
  let session: AdminSession;
  const names: Record<string, string>[] = [
    { name: "Poplin", name_en: "Poplin (en)" },
    { name: "Keten", name_en: "Linen" },
    { name: "Dimi" },
  ];

  beforeAll(async () => {
    ({ t: read, admin: session } = await adminApp());
    const picture = await jpeg(300, 200);
    for (const fields of names) {
      const body = multipart(
        { ...fields, description: `${fields.name} açıklama`, description_fr: `${fields.name} FR` },
        [{ field: "main_image", filename: "k.jpg", content: picture }],
      );
      const res = await read.app.inject({
        method: "POST",
        url: "/api/fabrics",
        payload: body.payload,
        headers: { ...session.headers, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => read.close());

  it("lists fabrics newest first, in the language asked, falling back to tr", async () => {
    const res = await read.app.inject({ method: "GET", url: "/api/fabrics?lng=en" });
    expect(res.statusCode).toBe(200);
    const items = res.json().data;
    expect(items.map((f: { name: string }) => f.name)).toEqual(["Dimi", "Linen", "Poplin (en)"]);
    expect(items[0]).toMatchObject({ description: "Dimi açıklama", photo_count: 0 });
    expect(items[0].main_image).toMatch(/^\/uploads\/.+-300\.webp$/);
    expect(items[0].image).toMatchObject({ width: 300, height: 200 });
    expect(Date.parse(items[0].created_at)).not.toBeNaN();
    const fr = await read.app.inject({ method: "GET", url: "/api/fabrics?lng=fr" });
    expect(fr.json().data[1]).toMatchObject({ name: "Keten", description: "Keten FR" });
    const tr = await read.app.inject({ method: "GET", url: "/api/fabrics" });
    expect(tr.json().data[1].name).toBe("Keten");
  });

  it("paginates with meta and refuses bad query values", async () => {
    const res = await read.app.inject({ method: "GET", url: "/api/fabrics?page=2&page_size=2" });
    expect(res.json().data.map((f: { name: string }) => f.name)).toEqual(["Poplin"]);
    const { facets, ...meta } = res.json().meta;
    expect(meta).toEqual({ page: 2, page_size: 2, total: 3, pages: 2 });
    expect(facets.fiber.cotton).toBe(0);
    const bad = await read.app.inject({ method: "GET", url: "/api/fabrics?page_size=1000" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ page_size: "too_long" });
    const lng = await read.app.inject({ method: "GET", url: "/api/fabrics?lng=xx" });
    expect(lng.statusCode).toBe(400);
  });

  it("gives every language to an admin with lng=all, and 401 without a session", async () => {
    expect((await read.app.inject({ method: "GET", url: "/api/fabrics?lng=all" })).statusCode).toBe(401);
    const res = await read.app.inject({
      method: "GET",
      url: "/api/fabrics?lng=all",
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[1].name).toEqual({ tr: "Keten", en: "Linen" });
    expect(res.json().data[1].description).toEqual({ tr: "Keten açıklama", fr: "Keten FR" });
    const one = await read.app.inject({
      method: "GET",
      url: `/api/fabrics/${res.json().data[1].id}?lng=all`,
      headers: { cookie: session.cookie },
    });
    expect(one.json().data.fabric.name).toEqual({ tr: "Keten", en: "Linen" });
  });

  it("shows one fabric with its photos, in the language asked", async () => {
    const list = await read.app.inject({ method: "GET", url: "/api/fabrics" });
    const id = list.json().data[1].id;
    const res = await read.app.inject({ method: "GET", url: `/api/fabrics/${id}?lng=de` });
    expect(res.statusCode).toBe(200);
    // The list's answer, and the passport (tests/api/fabric-passport.test.ts).
    const { passport, ...fabric } = res.json().data.fabric;
    expect({ fabric, photos: res.json().data.photos }).toEqual({ fabric: list.json().data[1], photos: [] });
    expect(passport).toMatchObject({ completeness: 0, steps: [] });
    const missing = await read.app.inject({ method: "GET", url: "/api/fabrics/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
  });

  it("gives the pages the same DTO as the API", async () => {
    const api = await read.app.inject({ method: "GET", url: "/api/fabrics?lng=en" });
    const direct = await listPublicFabrics(read.ctx.db, { lng: "en", page: 1, pageSize: 20 });
    const { facets: _counts, ...meta } = api.json().meta;
    expect(JSON.parse(JSON.stringify({ data: direct.items, meta: direct.meta }))).toEqual({
      data: api.json().data,
      meta,
    });
    const detail = await getPublicFabric(read.ctx.db, direct.items[0]!.id, "en");
    expect(detail?.fabric).toEqual(direct.items[0]);
    expect(await getPublicFabric(read.ctx.db, 999999, "en")).toBeNull();
  });
});
