/**
 * The catalogue feeds (docs/feeds.md): the JSON feed of every article with its card, passport,
 * absolute image URLs and last change, its conditional answers (ETag, Last-Modified) and `since`
 * (changes and deletions only); the Atom feed of new articles per language, read with the
 * project's strict XML reader; `GET /api/fabrics?ids=`; refusals in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FabricFinderPage } from "../../common/api/fabrics";
import { FabricFeed } from "../../common/api/feeds";
import { childElements, parseXml, type XmlElement } from "../../scripts/lib/xml";
import { adminSender, newCertificate } from "../helpers/admin-api";
import { type AdminSession, multipart, type TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { fabricWithPassport } from "../helpers/passport";
import { adminApp } from "../helpers/suite";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let origin: string;
let made = 0;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  origin = t.ctx.config.origin;
});
afterAll(() => t.close());

/** A fabric made through the admin's API (Turkish and German names), answering its id. */
async function newFabric(name: string) {
  const card = { ...LINEN_TWILL, code: `FD-${++made}` };
  const form = {
    name,
    name_de: `${name} (de)`,
    description: `${name} açıklama`,
    description_de: `${name} Beschreibung`,
    card: JSON.stringify(card),
  };
  const res = await fabricWriter(t, admin, await jpeg(80, 60))("POST", "/api/fabrics", form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** A photo added to fabric `id`'s gallery through the admin's API. */
async function addPhoto(id: number, content: Buffer) {
  const photo = multipart({}, [{ field: "image", filename: "p.jpg", content }]);
  const added = await t.app.inject({
    method: "POST",
    url: `/api/fabrics/${id}/photos`,
    payload: photo.payload,
    headers: { ...admin.headers, ...photo.headers },
  });
  expect(added.statusCode, added.body).toBe(201);
}

const feed = (query = "", headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/feeds/fabrics.json${query}`, headers });

describe("GET /api/feeds/fabrics.json", () => {
  it("lists every article with its card, passport, absolute image URLs and addresses, in the language asked", async () => {
    const id = await fabricWithPassport(t, admin, [
      { ref: "01", gtin: "4006381333931" },
      { ref: "14", gtin: "96385074" },
    ]);
    await addPhoto(id, await jpeg(90, 60));
    const res = await feed("?lng=de");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = res.json();
    // Exactly the shape the contract describes (strict objects: nothing more, nothing less).
    FabricFeed.parse(body);
    const article = body.data.find((a: { id: number }) => a.id === id);
    expect(article).toMatchObject({
      name: "Leinen-Köper",
      composition: LINEN_TWILL.composition,
      weave: "twill",
      url: `${origin}/fabric/${id}?lng=de`,
      passport_url: `${origin}/api/fabrics/${id}/passport.jsonld?lng=de`,
      spec_sheet_url: `${origin}/api/fabrics/${id}/spec-sheet.pdf?lng=de`,
    });
    expect(article.passport).toMatchObject({ hs_code: "520852", completeness: 100, missing: [] });
    expect(article.colourways[0]).toMatchObject({ ref: "01", gtin: "04006381333931" });
    expect(article.main_image.startsWith(`${origin}/uploads/`)).toBe(true);
    for (const variant of article.image.variants)
      expect(variant.src.startsWith(`${origin}/uploads/`)).toBe(true);
    for (const part of article.image.srcset.split(", "))
      expect(part).toMatch(new RegExp(`^${origin}/uploads/\\S+ \\d+w$`));
    expect(article.photos).toHaveLength(1);
    expect(article.photos[0].src.startsWith(`${origin}/uploads/`)).toBe(true);
    // The image the feed names is there to download.
    const image = await t.app.inject({ url: new URL(article.main_image).pathname });
    expect(image.statusCode).toBe(200);
    expect(Date.parse(article.updated_at)).toBeGreaterThanOrEqual(Date.parse(article.created_at));
    expect(body.deleted).toEqual([]);
    expect(body.meta).toMatchObject({ lng: "de", since: null, count: body.data.length });
  });

  it("answers 304 to If-None-Match and If-Modified-Since while nothing changed, 200 after a change", async () => {
    const id = await newFabric("Poplin etag");
    const first = await feed("?lng=fr");
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(new Date(lastModified).getTime()).toBe(
      Math.floor(Date.parse(first.json().meta.updated_at) / 1000) * 1000,
    );
    expect((await feed("?lng=fr", { "if-none-match": etag })).statusCode).toBe(304);
    const unchanged = await feed("?lng=fr", { "if-modified-since": lastModified });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    // A second before the last change: the client's copy is older.
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await feed("?lng=fr", { "if-modified-since": older })).statusCode).toBe(200);
    // Another language is another document.
    expect((await feed("?lng=es", { "if-none-match": etag })).statusCode).toBe(200);

    const edit = await fabricWriter(t, admin, Buffer.alloc(0))("PUT", `/api/fabrics/${id}`, {
      name: "Poplin yeni",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await feed("?lng=fr", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.find((a: { id: number }) => a.id === id).name).toBe("Poplin yeni");
  });

  it("with since lists only the articles changed after it and those deleted after it", async () => {
    const kept = await newFabric("Oxford sabit");
    const edited = await newFabric("Oxford değişen");
    const removed = await newFabric("Oxford silinen");
    const before = (await feed("?lng=en")).json();
    const since = before.meta.updated_at as string;
    expect(before.data.map((a: { id: number }) => a.id)).toEqual(
      expect.arrayContaining([kept, edited, removed]),
    );

    const edit = await fabricWriter(t, admin, Buffer.alloc(0))("PUT", `/api/fabrics/${edited}`, {
      name: "Oxford yeni",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const gone = await adminSender(t, admin)("DELETE", `/api/fabrics/${removed}`);
    expect(gone.statusCode).toBe(204);

    const changes = await feed(`?lng=en&since=${encodeURIComponent(since)}`);
    expect(changes.statusCode, changes.body).toBe(200);
    const body = changes.json();
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([edited]);
    expect(body.deleted.map((d: { id: number }) => d.id)).toEqual([removed]);
    expect(Date.parse(body.deleted[0].deleted_at)).toBeGreaterThan(Date.parse(since));
    expect(body.meta).toMatchObject({ since: new Date(since).toISOString(), count: 1 });
    FabricFeed.parse(body);

    // The whole feed no longer holds the deleted article, and does not list deletions.
    const whole = (await feed("?lng=en")).json();
    expect(whole.data.map((a: { id: number }) => a.id)).not.toContain(removed);
    expect(whole.data.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([kept, edited]));
    expect(whole.deleted).toEqual([]);
    // The same moment with its offset (a `+` sent unencoded arrives as a space): the same answer.
    const local = new Date(Date.parse(since) + 3 * 3_600_000).toISOString().slice(0, 23);
    const offset = await feed(`?lng=en&since=${local}+03:00`);
    expect(offset.statusCode, offset.body).toBe(200);
    expect(offset.json().data.map((a: { id: number }) => a.id)).toEqual([edited]);
  });

  it("moves an article's updated_at when its gallery changes", async () => {
    const id = await newFabric("Keten galeri");
    const since = (await feed()).json().meta.updated_at as string;
    await addPhoto(id, await jpeg(60, 60));
    const body = (await feed(`?since=${encodeURIComponent(since)}`)).json();
    expect(body.data.map((a: { id: number; photos: unknown[] }) => [a.id, a.photos.length])).toEqual([
      [id, 1],
    ]);
  });

  it("moves an article's updated_at when a certificate covering it is edited, and not the others'", async () => {
    const covered = await newFabric("Sertifikalı");
    const other = await newFabric("Sertifikasız");
    const certificate = await newCertificate(t, admin, { number: "CU feed", fabric_ids: String(covered) });
    const since = (await feed()).json().meta.updated_at as string;
    const edit = await fabricWriter(t, admin, Buffer.alloc(0))("PUT", `/api/certificates/${certificate.id}`, {
      scope: "Organik pamuk, yeni kapsam",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const body = (await feed(`?since=${encodeURIComponent(since)}`)).json();
    expect(body.data.map((a: { id: number }) => a.id)).toEqual([covered]);
    expect(body.data.map((a: { id: number }) => a.id)).not.toContain(other);
  });

  it("refuses a bad language or since with a 400 in the reader's language, never a 500", async () => {
    const badLng = await feed("?lng=xx", { "accept-language": "de-DE,de;q=0.9" });
    expect(badLng.statusCode).toBe(400);
    expect(badLng.json().error).toMatchObject({ code: "invalid_input", fields: { lng: "invalid" } });
    expect(badLng.json().error.message).toBe("Unbekannte Sprache: Bitte tr, en, de, es oder fr angeben.");
    const badSince = await feed("?lng=fr&since=yesterday");
    expect(badSince.statusCode).toBe(400);
    expect(badSince.json().error).toMatchObject({ fields: { since: "invalid_date" } });
    expect(badSince.json().error.message).toContain("doit être une date");
    expect((await feed("?since=2026-02-30T00:00:00Z")).statusCode).toBe(400);
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const tooOld = await feed(`?lng=es&since=${old}`);
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error.message).toContain("feed completo");
    expect((await feed("?since=a&since=b")).statusCode).toBe(400);
    expect((await feed(`?since=${"9".repeat(500)}`)).statusCode).toBe(400);
  });
});

describe("GET /feeds/fabrics.atom", () => {
  const atom = (lng: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/feeds/fabrics.atom?lng=${lng}`, headers });
  const text = (element: XmlElement, name: string) => {
    const [child] = childElements(element, name);
    return child ? child.children.filter((c) => typeof c === "string").join("") : undefined;
  };

  it("is an Atom 1.0 document of the newest articles in the language, each linking its page", async () => {
    const id = await newFabric('Vual <&> "çizgili"');
    const res = await atom("de");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feedElement = parseXml(res.body);
    expect(feedElement.name).toBe("feed");
    expect(feedElement.attrs).toMatchObject({ xmlns: "http://www.w3.org/2005/Atom", "xml:lang": "de" });
    expect(text(feedElement, "id")).toBe(`${origin}/feeds/fabrics.atom?lng=de`);
    expect(text(feedElement, "title")).toBe("Dokuma Tekstil: neue Stoffe");
    expect(Number.isNaN(Date.parse(text(feedElement, "updated") ?? ""))).toBe(false);
    const links = childElements(feedElement, "link").map((l) => l.attrs);
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: "self", href: `${origin}/feeds/fabrics.atom?lng=de` }),
        expect.objectContaining({ rel: "alternate", type: "text/html", href: `${origin}/fabrics?lng=de` }),
      ]),
    );
    expect(text(childElements(feedElement, "author")[0]!, "name")).toBe("Dokuma Tekstil");
    const entries = childElements(feedElement, "entry");
    const mine = entries.find((e) => text(e, "id") === `${origin}/fabric/${id}?lng=de`);
    expect(mine).toBeDefined();
    // Escaped on the way out, read back as written.
    expect(text(mine!, "title")).toBe(`Vual <&> "çizgili" (de) (FD-${made})`);
    expect(text(mine!, "summary")).toBe(`Vual <&> "çizgili" Beschreibung`);
    expect(childElements(mine!, "link").find((l) => l.attrs.rel === "alternate")?.attrs.href).toBe(
      `${origin}/fabric/${id}?lng=de`,
    );
    for (const entry of entries) {
      for (const required of ["id", "title", "updated"]) expect(text(entry, required), required).toBeTruthy();
    }
    // The newest first.
    expect(text(entries[0]!, "id")).toBe(`${origin}/fabric/${id}?lng=de`);
  });

  it("holds each language's texts, answers 304 when unchanged and refuses a bad language in the reader's", async () => {
    const id = await newFabric("Saten");
    const tr = parseXml((await atom("tr")).body);
    const entry = childElements(tr, "entry").find((e) => text(e, "id") === `${origin}/fabric/${id}?lng=tr`)!;
    expect(text(entry, "summary")).toBe("Saten açıklama");
    expect(tr.attrs["xml:lang"]).toBe("tr");
    const first = await atom("fr");
    expect((await atom("fr", { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
    expect(
      (await atom("fr", { "if-modified-since": String(first.headers["last-modified"]) })).statusCode,
    ).toBe(304);
    const bad = await atom("zz", { "accept-language": "es" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Idioma desconocido: utilice tr, en, de, es o fr.");
  });
});

describe("the API's document", () => {
  it("describes both feeds", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/feeds/fabrics.json", "/feeds/fabrics.atom"]));
  });
});

describe("GET /api/fabrics?ids=", () => {
  it("answers exactly those fabrics in the order asked, unknown ids left out", async () => {
    const a = await newFabric("Kıyas A");
    const b = await newFabric("Kıyas B");
    const c = await newFabric("Kıyas C");
    const res = await t.app.inject({ url: `/api/fabrics?lng=en&ids=${c},${a},999999,${b},${a}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = FabricFinderPage.parse(res.json());
    expect(body.data.map((f) => f.id)).toEqual([c, a, b]);
    expect(body.meta).toMatchObject({ page: 1, total: 3, pages: 1 });
    expect(body.meta.facets.fiber).toBeDefined();
  });

  it("refuses 25 ids and ids that are not numbers with a 400 in the language asked", async () => {
    const many = Array.from({ length: 25 }, (_, i) => i + 1).join(",");
    const tooMany = await t.app.inject({ url: `/api/fabrics?lng=de&ids=${many}` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ fields: { ids: "too_long" } });
    expect(tooMany.json().error.message).toBe("Es können höchstens 24 Stoff-IDs abgefragt werden.");
    expect(
      (await t.app.inject({ url: `/api/fabrics?ids=${many.split(",").slice(0, 24).join(",")}` })).statusCode,
    ).toBe(200);
    for (const ids of ["3,x", "-1", "0", "1.5", "", "1,,2", "99999999999"]) {
      const res = await t.app.inject({ url: `/api/fabrics?lng=fr&ids=${encodeURIComponent(ids)}` });
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().error.message, ids).toContain("identifiants de tissus");
    }
  });
});
