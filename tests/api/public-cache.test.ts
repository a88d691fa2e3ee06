import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import type { AppContext } from "../../server/http/context";
import { CACHE_LISTENER_NAME } from "../../server/http/cache-sync";
import { registerSite } from "../../server/http/site";
import { eq } from "drizzle-orm";
import { contactInfo, exhibitions, fabrics } from "../../server/db/schema";
import { upsertAdmin } from "../../server/modules/auth/accounts";
import { jpeg } from "../fixtures/images";
import { type AdminSession, createTempDatabase, multipart, TEST_DB, type TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

// Pages need React Router's build, as `npm start` serves it (the runner builds first).
const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");

let image: Buffer;
beforeAll(async () => {
  if (!fs.existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  image = await jpeg(400, 300);
});

function fabricForm(
  app: FastifyInstance,
  admin: AdminSession,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  withImage: boolean,
) {
  const body = multipart(
    fields,
    withImage ? [{ field: "main_image", filename: "kumas.jpg", content: image }] : [],
  );
  return app.inject({ method, url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
}

/** A fabric named `name` added through the admin form on `app`; answers its id. */
async function addFabric(app: FastifyInstance, admin: AdminSession, name: string) {
  const created = await fabricForm(app, admin, "POST", "/api/fabrics", { name, description: "Pamuk" }, true);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

/** Fabric `id` renamed `name` through the admin form on `app`. */
async function renameFabric(app: FastifyInstance, admin: AdminSession, id: number, name: string) {
  const put = await fabricForm(app, admin, "PUT", `/api/fabrics/${id}`, { name }, false);
  expect(put.statusCode, put.body).toBe(200);
}

/** Fabric `id` deleted through the admin API on `app`. */
async function deleteFabric(app: FastifyInstance, admin: AdminSession, id: number) {
  const deleted = await app.inject({ method: "DELETE", url: `/api/fabrics/${id}`, headers: admin.headers });
  expect(deleted.statusCode).toBe(204);
}

/** The contact details changed through the admin API on `app`. */
async function changeContactInfo(app: FastifyInstance, admin: AdminSession, payload: Record<string, string>) {
  const put = await app.inject({ method: "PUT", url: "/api/contact-info", headers: admin.headers, payload });
  expect(put.statusCode, put.body).toBe(200);
}

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 10)}`;

describe("public reads in one process", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp({}, { site: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends later hits of a page and of an API read with the very headers and bytes of the first", async () => {
    const without = (headers: Record<string, unknown>) => {
      const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
      return rest;
    };
    for (const [url, headers] of [
      ["/fabrics?lng=de", { "accept-encoding": "br", cookie: "seen=1" }],
      ["/fabrics?lng=de", { "accept-encoding": "gzip", cookie: "seen=1" }],
      ["/fabrics?lng=de", { cookie: "seen=1" }],
      ["/api/countries?lng=es", { "accept-encoding": "gzip, br" }],
    ] as const) {
      // A miss (rendered), the first hit (through the hooks), then hits written as kept.
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await t.app.inject({ url, headers }));
      const [, firstHit, ...later] = answers;
      expect(firstHit?.statusCode, url).toBe(200);
      for (const hit of later) {
        expect(hit.statusCode).toBe(200);
        expect(without(hit.headers), `${url} ${JSON.stringify(headers)}`).toEqual(
          without(firstHit?.headers ?? {}),
        );
        expect(hit.rawPayload.equals(firstHit?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      }
      // Every security header is there on the kept answer too.
      const last = later.at(-1)?.headers ?? {};
      expect(last["content-security-policy"]).toBeTruthy();
      expect(last["x-content-type-options"]).toBe("nosniff");
      expect(last["x-frame-options"]).toBe("DENY");
      expect(last["content-length"]).toBe(String(later.at(-1)?.rawPayload.length));
    }
    // A validator still gets its 304.
    const hit = await t.app.inject({ url: "/fabrics?lng=de", headers: { cookie: "seen=1" } });
    const revalidated = await t.app.inject({
      url: "/fabrics?lng=de",
      headers: { cookie: "seen=1", "if-none-match": String(hit.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("answers a repeated API read with the same bytes and ETag, and 304 to If-None-Match", async () => {
    const first = await t.app.inject("/api/fabrics?lng=en");
    const second = await t.app.inject("/api/fabrics?lng=en");
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await t.app.inject({ url: "/api/fabrics?lng=en", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // A browser asking for compression gets the same answer, compressed, with the same tag.
    const zipped = await t.app.inject({ url: "/api/fabrics?lng=en", headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.etag).toBe(etag);
    if (zipped.headers["content-encoding"] === "gzip")
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    else expect(zipped.body).toBe(first.body);
  });

  it("shows an admin's new and renamed fabric in the next API read and the next page", async () => {
    // Warm both caches with the list as it is.
    const before = await t.app.inject("/api/fabrics?lng=en&page_size=100");
    const pageBefore = await t.app.inject({ url: "/fabrics?lng=en", headers: { cookie: "seen=1" } });
    expect(pageBefore.statusCode).toBe(200);
    const name = unique("Oxford");
    expect(before.body).not.toContain(name);

    const id = await addFabric(t.app, admin, name);

    const list = await t.app.inject("/api/fabrics?lng=en&page_size=100");
    expect(list.json().data.map((f: { name: string }) => f.name)).toContain(name);
    expect(list.headers.etag).not.toBe(before.headers.etag);
    const page = await t.app.inject({ url: "/fabrics?lng=en", headers: { cookie: "seen=1" } });
    expect(page.body).toContain(name);
    expect(page.headers.etag).not.toBe(pageBefore.headers.etag);

    // The fabric's own page, cached, then renamed.
    const detailUrl = `/fabric/${id}?lng=en`;
    const detail = await t.app.inject({ url: detailUrl, headers: { cookie: "seen=1" } });
    expect(detail.body).toContain(name);
    const renamed = unique("Twill");
    await renameFabric(t.app, admin, id, renamed);
    const after = await t.app.inject({ url: detailUrl, headers: { cookie: "seen=1" } });
    expect(after.body).toContain(renamed);
    expect(after.body).not.toContain(name);
    const apiDetail = await t.app.inject(`/api/fabrics/${id}?lng=en`);
    expect(apiDetail.json().data.fabric.name).toBe(renamed);

    await deleteFabric(t.app, admin, id);
    const gone = await t.app.inject(`/api/fabrics/${id}?lng=en`);
    expect(gone.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: "/fabrics?lng=en", headers: { cookie: "seen=1" } })).body,
    ).not.toContain(renamed);
  });

  it("serves a repeated page with its CSP, its script hashes matching the cached bytes, and 304 on If-None-Match", async () => {
    const first = await t.app.inject({ url: "/?lng=de", headers: { cookie: "seen=1" } });
    const second = await t.app.inject({ url: "/?lng=de", headers: { cookie: "seen=1" } });
    expect(second.body).toBe(first.body);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(String(second.headers["content-security-policy"])).toMatch(
      /script-src 'self'( 'sha256-[\w+/=]+')+;/,
    );
    expect(second.headers["set-cookie"]).toEqual(first.headers["set-cookie"]);
    expect(second.headers["cache-control"]).toBe("private, no-cache");
    const etag = first.headers.etag as string;
    const revalidated = await t.app.inject({
      url: "/?lng=de",
      headers: { cookie: "seen=1", "if-none-match": etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("keeps pages apart by language and by the loading overlay", async () => {
    const browser =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
    const get = (headers: Record<string, string>) =>
      t.app.inject({ url: "/fabrics", headers: { "user-agent": browser, ...headers } });
    const de = await get({ "accept-language": "de" });
    const fr = await get({ "accept-language": "fr" });
    const frCookie = await get({ "accept-language": "de", cookie: "i18next=fr; seen=1" });
    expect(de.body).toContain('<html lang="de">');
    expect(fr.body).toContain('<html lang="fr">');
    expect(frCookie.body).toContain('<html lang="fr">');
    // First visit: the overlay and the cookie that ends it; a returning visitor gets neither.
    expect(String(fr.headers["set-cookie"])).toMatch(/^seen=1;/);
    expect((await get({ "accept-language": "fr" })).headers["set-cookie"]).toEqual(fr.headers["set-cookie"]);
    expect(frCookie.headers["set-cookie"]).toBeUndefined();
    expect(
      (await get({ "accept-language": "de", cookie: "i18next=fr; seen=1" })).headers["set-cookie"],
    ).toBeUndefined();
    expect(frCookie.body).not.toBe(fr.body);
    // A crawler never gets the overlay, even after a browser's page is cached.
    const crawler = await get({
      "accept-language": "fr",
      "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect(crawler.headers["set-cookie"]).toBeUndefined();
    expect(crawler.body).not.toBe(fr.body);
  });

  it("never serves admin reads from the cache", async () => {
    const name = unique("Poplin");
    const id = await addFabric(t.app, admin, name);
    const all = await t.app.inject({ url: `/api/fabrics/${id}?lng=all`, headers: { cookie: admin.cookie } });
    expect(all.statusCode).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    // The same URL without the session is refused, not answered from what the admin read.
    const anonymous = await t.app.inject(`/api/fabrics/${id}?lng=all`);
    expect(anonymous.statusCode).toBe(401);
    const dashboard = await t.app.inject({ url: "/api/dashboard", headers: { cookie: admin.cookie } });
    expect(dashboard.headers["cache-control"]).toBe("no-store");
    expect(dashboard.headers.etag).toBeUndefined();
  });

  it("does not keep an error: a missing fabric's page is a 404 until the fabric exists", async () => {
    const missing = await t.app.inject("/api/fabrics/2147483000?lng=en");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const again = await t.app.inject("/api/fabrics/2147483000?lng=en");
    expect(again.statusCode).toBe(404);
  });
});

describe("read models in memory, with the answer cache off (PUBLIC_CACHE=0)", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp({ PUBLIC_CACHE: "0" }, { site: true }));
    // With PostgreSQL nothing is held until the notification listener is up.
    for (const until = Date.now() + 5_000; !t.ctx.publicData.active && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string) => t.app.inject({ url, headers: { cookie: "seen=1; i18next=en" } });

  it("answers the fabric list, a fabric and their pages from memory, and follows each admin change at once", async () => {
    const name = unique("Oxford");
    const id = await addFabric(t.app, admin, name);
    expect((await t.app.inject("/api/fabrics?lng=en")).body).toContain(name);
    expect((await page(`/fabric/${id}`)).body).toContain(name);

    // A change behind the server's back (no admin write) is not seen: the answers come from memory.
    await t.ctx.db
      .update(fabrics)
      .set({ name: { tr: "Elle yazılmış" } })
      .where(eq(fabrics.id, id));
    const api = await t.app.inject(`/api/fabrics/${id}?lng=en`);
    expect(api.json().data.fabric.name).toBe(name);
    expect((await page("/fabrics")).body).toContain(name);
    expect(api.headers["cache-control"]).toBe("no-cache");

    // An admin write empties memory before its answer leaves: the next read has it.
    const renamed = unique("Twill");
    await renameFabric(t.app, admin, id, renamed);
    expect((await t.app.inject(`/api/fabrics/${id}?lng=en`)).json().data.fabric.name).toBe(renamed);
    expect((await page("/fabrics")).body).toContain(renamed);
    expect((await page(`/fabric/${id}`)).body).toContain(renamed);

    await deleteFabric(t.app, admin, id);
    expect((await t.app.inject(`/api/fabrics/${id}?lng=en`)).statusCode).toBe(404);
    expect((await page(`/fabric/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject("/api/fabrics?lng=en")).body).not.toContain(renamed);
  });

  it("shows an admin's new country and renamed fair on the home page and /exhibitions at once", async () => {
    const form = (method: "POST" | "PUT", url: string, fields: Record<string, string>, field?: string) => {
      const body = multipart(fields, field ? [{ field, filename: "k.jpg", content: image }] : []);
      return t.app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...admin.headers, ...body.headers },
      });
    };
    const country = unique("Portugal");
    const added = await form("POST", "/api/countries", { name: country, display_order: "0" }, "coverImage");
    expect(added.statusCode, added.body).toBe(201);
    const countryId = added.json().data.id as number;
    expect((await page("/exhibitions")).body).toContain(country);

    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const title = unique("Fair");
    const fair = await form(
      "POST",
      "/api/exhibitions",
      { title, description: "Fuar", countryId: String(countryId), start_date: soon },
      "image_url",
    );
    expect(fair.statusCode, fair.body).toBe(201);
    const fairId = fair.json().data.id as number;
    expect((await page("/")).body).toContain(title);

    // Held in memory: a change behind the server's back is not seen, an admin's is.
    await t.ctx.db
      .update(exhibitions)
      .set({ title: { tr: "Elle yazılmış" } })
      .where(eq(exhibitions.id, fairId));
    expect((await page("/")).body).toContain(title);
    const renamed = unique("Salon");
    const put = await form("PUT", `/api/exhibitions/${fairId}`, { title: renamed });
    expect(put.statusCode, put.body).toBe(200);
    const home = (await page("/")).body;
    expect(home).toContain(renamed);
    expect(home).not.toContain(title);
  });

  it("shows changed contact details in the API and every page's footer at once", async () => {
    const phone = `+90 212 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await changeContactInfo(t.app, admin, { phone });
    expect((await t.app.inject("/api/contact-info?lng=en")).json().data.phone).toBe(phone);
    expect((await page("/privacy")).body).toContain(phone);

    await t.ctx.db.update(contactInfo).set({ phone: "+90 000" }).where(eq(contactInfo.id, 1));
    expect((await page("/about")).body).toContain(phone);

    const next = `${phone}9`;
    await t.app.inject({
      method: "PUT",
      url: "/api/contact-info",
      headers: admin.headers,
      payload: { phone: next },
    });
    expect((await page("/about")).body).toContain(next);
    expect((await t.app.inject("/api/contact-info?lng=en")).json().data.phone).toBe(next);
  });
});

/** A second server process's view of the same PostgreSQL database: own context, own cache. */
async function startInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-cache-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED: "empty",
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const ctx = await createContext(config);
  const app = await buildApp(ctx, {
    logger: false,
    site: (instance) => registerSite(instance, { dev: false }),
  });
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(TEST_DB !== "postgres")("two server processes on one PostgreSQL database", () => {
  let temp: Awaited<ReturnType<typeof createTempDatabase>>;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  let admin: AdminSession;

  beforeAll(async () => {
    temp = await createTempDatabase();
    a = await startInstance(temp.url);
    b = await startInstance(temp.url);
    await upsertAdmin(a.ctx.db, "cacheadmin", "a long cache passphrase");
    const login = await a.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "cacheadmin", password: "a long cache passphrase" },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === "sid")?.value}`;
    const csrfToken = login.json().data.csrfToken as string;
    admin = { cookie, csrfToken, headers: { cookie, "x-csrf-token": csrfToken } };
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await temp?.drop();
  });

  it("a write through one is served by the other, API and page", async () => {
    // B has its answers cached (read twice: the second comes from its cache).
    await expect.poll(async () => (await b.app.inject("/api/fabrics?lng=en")).statusCode).toBe(200);
    const read = async () => {
      const api = await b.app.inject("/api/fabrics?lng=en");
      const page = await b.app.inject({ url: "/fabrics?lng=en", headers: { cookie: "seen=1" } });
      return { api: api.body, page: page.body };
    };
    const before = await read();
    const name = unique("Chambray");
    expect(before.api).not.toContain(name);

    const id = await addFabric(a.app, admin, name);

    // Another process learns of the write by a notification: it arrives within moments.
    await expect.poll(async () => (await read()).api, { timeout: 5_000, interval: 20 }).toContain(name);
    expect((await read()).page).toContain(name);

    const renamed = unique("Batiste");
    await renameFabric(a.app, admin, id, renamed);
    await expect.poll(async () => (await read()).page, { timeout: 5_000, interval: 20 }).toContain(renamed);
    expect((await read()).api).not.toContain(name);
  });

  it("with its answer cache off, a process still hears the other's writes: its read models are emptied", async () => {
    const c = await startInstance(temp.url, { PUBLIC_CACHE: "0" });
    try {
      await expect.poll(() => c.ctx.publicData.active, { timeout: 5_000 }).toBe(true);
      const name = unique("Poplin");
      expect((await c.app.inject("/api/fabrics?lng=en")).body).not.toContain(name);
      const id = await addFabric(a.app, admin, name);
      await expect
        .poll(async () => (await c.app.inject("/api/fabrics?lng=en")).body, { timeout: 5_000, interval: 20 })
        .toContain(name);
      const page = await c.app.inject({
        url: `/fabric/${id}`,
        headers: { cookie: "seen=1; i18next=en" },
      });
      expect(page.body).toContain(name);
    } finally {
      await c.close();
    }
  });

  it("serves nothing from its cache while it cannot hear the other process, and catches up after", async () => {
    const url = "/api/contact-info?lng=en";
    await b.app.inject(url);
    // Cut B's notification connection, then change the contact details through A at once.
    const { rows } = await (
      a.ctx.database as unknown as { db: { $client: { query(q: string): Promise<{ rows: unknown[] }> } } }
    ).db.$client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = '${CACHE_LISTENER_NAME}'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const email = `${unique("sales").replace(" ", "-")}@example.test`;
    await changeContactInfo(a.app, admin, { email });
    await expect
      .poll(async () => (await b.app.inject(url)).json().data.email, { timeout: 5_000, interval: 20 })
      .toBe(email);
  });
});
