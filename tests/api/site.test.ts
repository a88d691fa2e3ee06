import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInfo, fabrics } from "../../server/db/schema";
import { BOOT_LOADER, sealInlineScripts, sealPage } from "../../server/http/csp";
import { createTestApp, type TestApp } from "../helpers/app";

// The production path: React Router's build, as `npm start` serves it (the runner builds first).
const ASSETS = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");

/** Like createTestApp, with the built site mounted. */
async function createSiteApp(): Promise<TestApp> {
  if (!fs.existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  return createTestApp({}, { site: true });
}

/** Every inline script the browser would run (no src, not a JSON data block). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/application\/(?:ld\+)?json/.test(attributes),
    )
    .map(([, , body = ""]) => body);
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1) ?? [];
}

let t: TestApp;
beforeAll(async () => {
  t = await createSiteApp();
  await t.ctx.db.insert(contactInfo).values({ id: 1, email: "sales@example.test" });
  await t.ctx.db.insert(fabrics).values({ name: { tr: "Poplin" }, description: { tr: "Pamuk poplin" } });
});
afterAll(async () => {
  await t?.close();
});

describe("server-rendered pages", () => {
  it("renders the home page in the language of ?lng= and remembers it in a cookie", async () => {
    const res = await t.app.inject("/?lng=de");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(res.body).toContain('<h1 class="hero-kicker">Dokuma Tekstil — Istanbul, seit 1980</h1>');
    expect(res.body).toContain("Hemdenstoffe, gewebt in Istanbul seit 1980");
    // Read from the database by the route's loader, in-process.
    expect(res.body).toMatch(/href="\/fabric\/\d+\?lng=de"[^>]*>Poplin<\/a>/);
    expect(res.body).toContain('href="mailto:sales@example.test"');
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^i18next=de; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(res.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("takes the language from the cookie, then Accept-Language, then falls back to tr", async () => {
    const fromCookie = await t.app.inject({
      url: "/",
      headers: { cookie: "i18next=fr", "accept-language": "de" },
    });
    expect(fromCookie.body).toContain('<html lang="fr">');
    expect(fromCookie.headers["set-cookie"]).toBeUndefined();

    const fromBrowser = await t.app.inject({
      url: "/",
      headers: { "accept-language": "it;q=1, es-ES;q=0.9, en;q=0.8" },
    });
    expect(fromBrowser.body).toContain('<html lang="es">');

    const unknown = await t.app.inject("/?lng=xx");
    expect(unknown.body).toContain('<html lang="tr">');
    expect(unknown.body).toContain("Premium gömleklik koleksiyonumuz");
    expect(unknown.headers["set-cookie"]).toBeUndefined();
  });

  it("allows exactly the page's inline scripts by hash, with no 'unsafe-inline'", async () => {
    const res = await t.app.inject("/?lng=en");
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = directive(csp, "script-src");
    const scripts = inlineScripts(res.body);
    expect(scripts.length).toBeGreaterThan(2);
    expect(new Set(scriptSrc.filter((s) => s.startsWith("'sha256-")))).toEqual(new Set(scripts.map(sha256)));
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(directive(csp, "style-src")).toEqual(["'self'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'none'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    // The per-request mark is gone: the same page gives the same bytes and the same header.
    expect(res.body).not.toContain("nonce=");
    const again = await t.app.inject("/?lng=en");
    expect(again.headers["content-security-policy"]).toBe(csp);
  });

  it("embeds in a public page only the catalogue sections its routes read, every section in admin pages", async () => {
    const block = (html: string) => {
      const match =
        /<script id="i18n-catalogue" type="application\/json" data-sections="([^"]*)" data-version="(\w+)">([\s\S]*?)<\/script>/.exec(
          html,
        );
      return {
        sections: match?.[1]?.split(" ") ?? [],
        version: match?.[2],
        texts: JSON.parse(match?.[3] ?? "null"),
      };
    };
    const fabrics = block((await t.app.inject("/fabrics?lng=fr")).body);
    expect(fabrics.texts.fabrics.title).toBeTruthy();
    expect(fabrics.texts.nav).toBeTruthy();
    expect(fabrics.sections).toContain("fabricCard");
    // Not the privacy notice, the mail texts, the job forms, nor any admin text.
    expect(fabrics.texts.privacy).toBeUndefined();
    expect(fabrics.texts.sampleMail).toBeUndefined();
    expect(fabrics.texts.careers).toBeUndefined();
    expect(Object.keys(fabrics.texts).filter((key) => key.startsWith("admin"))).toEqual([]);
    const privacy = block((await t.app.inject("/privacy?lng=fr")).body);
    expect(privacy.texts.privacy).toBeTruthy();
    expect(privacy.texts.fabricCard).toBeUndefined();
    const login = block((await t.app.inject("/admin/login?lng=fr")).body);
    expect(login.texts.admin.login.title).toBeTruthy();
    expect(login.texts.adminInbox).toBeTruthy();
    expect(login.texts.privacy).toBeTruthy();
    expect(login.version).toBe(fabrics.version);
  });

  it("serves each catalogue section for pages reached by a link, kept long only under the current version", async () => {
    const page = (await t.app.inject("/?lng=de")).body;
    const version = /data-version="(\w+)"/.exec(page)?.[1];
    const current = await t.app.inject(`/i18n/de/privacy.json?v=${version}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(JSON.parse(current.body).privacy.metaTitle).toMatch(/Datenschutz/);
    const old = await t.app.inject("/i18n/de/privacy.json?v=0123456789ab");
    expect(old.statusCode).toBe(200);
    expect(old.headers["cache-control"]).toBe("public, max-age=300");
    for (const path of [
      "/i18n/xx/privacy.json",
      "/i18n/de/nothing.json",
      "/i18n/de/privacy",
      "/i18n/de/..%2F..%2Fpackage.json",
      "/i18n/de/constructor.json",
      "/i18n/de/__proto__.json",
    ]) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toMatch(/"privacy"|dokuma-site/);
    }
  });

  it("starts a public page's JavaScript after load: no module preload before the stylesheets", async () => {
    const res = await t.app.inject("/fabrics?lng=es");
    const html = res.body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // React Router's module script is kept as an inert block with the modules to preload...
    const boot =
      /<script type="text\/x-module" id="app-boot" data-preload="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
    expect(boot).not.toBeNull();
    const preloads = boot?.[1]?.split(" ") ?? [];
    expect(preloads.length).toBeGreaterThan(5);
    expect(preloads.every((href) => /^\/assets\/[\w.-]+\.js$/.test(href))).toBe(true);
    expect(boot?.[2]).toContain("import(");
    // ...run as a module after load by the loader; the CSP allows both texts by hash.
    const csp = String(res.headers["content-security-policy"]);
    expect(directive(csp, "script-src")).toContain(sha256(boot?.[2] ?? ""));
    expect(directive(csp, "script-src")).toContain(sha256(BOOT_LOADER));
    expect(html).toContain(`<script>${BOOT_LOADER}</script>`);
    expect(BOOT_LOADER).toContain('addEventListener("load"');
    expect(BOOT_LOADER).toContain('"first-contentful-paint"');
  });

  it("starts the admin screens' JavaScript at once, with the admin texts, however the path is written", async () => {
    for (const path of ["/admin/login?lng=es", "/ADMIN/Login?lng=es"]) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toMatch(/<script type="module" async="">/);
      expect(res.body, path).not.toContain('id="app-boot"');
      const embedded = /<script id="i18n-catalogue" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(JSON.parse(embedded ?? "{}").admin?.login?.title, path).toBeTruthy();
    }
  });

  it("renders unknown paths as the site's 404 page", async () => {
    const res = await t.app.inject("/nope/deeper?lng=en");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<title>Page not found</title>");
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(directive(String(res.headers["content-security-policy"]), "script-src")).not.toContain(
      "'unsafe-inline'",
    );
  });

  it("keeps JSON 404s for the API, the media and missing assets", async () => {
    for (const url of ["/api/nope", "/API/nope", "//api/nope", "/uploads/nope.webp", "/assets/nope.js"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toBe("application/json; charset=utf-8");
      expect(res.json().error.code, url).toBe("not_found");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    }
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
  });

  it("serves hashed assets for a year, precompressed when the browser accepts it", async () => {
    const css = fs.readdirSync(ASSETS).find((f) => f.endsWith(".css"));
    expect(css).toBeDefined();
    const res = await t.app.inject({ url: `/assets/${css}`, headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const plain = await t.app.inject(`/assets/${css}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBe(fs.statSync(path.join(ASSETS, css!)).size);
  });

  it("answers a POST to a page without an action with 405 and keeps serving", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/",
      payload: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await t.app.inject("/")).statusCode).toBe(200);
  });

  it("refuses a page body over the limit before reading it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/",
      payload: Buffer.alloc(1024 * 1024 + 1, 97),
      headers: { "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("too_large");
  });

  it("refuses a Host header that would change the path", async () => {
    const res = await t.app.inject({ url: "/", headers: { host: "example.test/admin" } });
    expect(res.statusCode).toBe(400);
  });

  it("answers client-side navigation data with the same language rules", async () => {
    const res = await t.app.inject("/_root.data?lng=es");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Fabricante de tejidos para camisas");
    expect(String(res.headers["set-cookie"])).toMatch(/^i18next=es;/);
    expect(res.headers.vary).toBe("Cookie, Accept-Language");
  });
});

describe("inline script hashing", () => {
  it("hashes only the scripts carrying the render's mark and removes the mark", () => {
    const html =
      '<script nonce="m1">a()</script><script>injected()</script><script type="module" nonce="m1">b()</script>' +
      '<script src="/x.js" nonce="m1"></script>';
    const sealed = sealInlineScripts(html, "m1");
    expect(sealed.html).not.toContain("nonce");
    expect(new Set(sealed.hashes)).toEqual(new Set([sha256("a()"), sha256("b()")]));
    expect(sealed.hashes).not.toContain(sha256("injected()"));
  });

  it("hashes a script's UTF-8 bytes and sends every other byte as rendered", () => {
    const script = 't("Ελληνικά, Türkçe: ş ğ ı — €")';
    const html = `<!DOCTYPE html><html><head></head><body><p>Çift yönlü ı</p><script nonce="m2">${script}</script></body></html>`;
    const sealed = sealPage(Buffer.from(html, "utf8"), "m2", { defer: false });
    expect(sealed.hashes).toEqual([sha256(script)]);
    expect(sealed.body.toString("utf8")).toBe(html.replace(' nonce="m2"', ""));
  });
});
