// Security headers on every kind of answer, and nothing served that should not be: no
// listings, no .env/.git/sources/server code/source maps, no CV without a session.
import { beforeAll, describe, expect, inject, test } from "vitest";
import { type Answer, admin, contact, ipFor, json, login, multipart, request, type Session } from "./support/http";
import { makeWorld, pdf, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "headers");
});

function expectSecurityHeaders(answer: Answer, what: string) {
  const csp = String(answer.headers["content-security-policy"] ?? "");
  expect(csp, `${what}: CSP`).toMatch(/object-src 'none'/);
  expect(csp, `${what}: CSP`).toMatch(/base-uri 'none'/);
  expect(csp, `${what}: CSP`).toMatch(/frame-ancestors 'none'/);
  expect(csp, `${what}: CSP`).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  expect(answer.headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(answer.headers["referrer-policy"], `${what}: Referrer-Policy`).toBeTruthy();
  const type = String(answer.headers["content-type"] ?? "");
  if (/^(text\/|application\/json)/.test(type)) expect(type, `${what}: charset`).toMatch(/charset=utf-8/i);
  expect(answer.headers["x-powered-by"], `${what}: x-powered-by`).toBeUndefined();
  expect(answer.headers.server, `${what}: server`).toBeUndefined();
}

describe("security headers on every kind of answer", () => {
  test("HTML pages (home, list, detail, 404 page, admin login) carry a strict CSP", async () => {
    for (const path of ["/", "/fabrics", `/fabric/${world.fabricId}`, "/exhibitions", "/contact", "/careers", "/no-such-page", "/admin/login", "/en/"]) {
      const answer = await request(path);
      expect([200, 404], path).toContain(answer.status);
      expectSecurityHeaders(answer, path);
      expect(String(answer.headers["content-type"])).toMatch(/^text\/html/);
      // Inline scripts are allowed by hash only, never by a blanket 'unsafe-inline'.
      expect(String(answer.headers["content-security-policy"])).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
    }
  });

  test("JSON answers: 200, 201, 204, 400, 401, 403, 404", async () => {
    const answers: [string, Answer][] = [
      ["200", await request("/api/fabrics")],
      ["201", await contact({}, "headers-201")],
      ["400", await request("/api/fabrics?page=abc")],
      ["401", await request("/api/dashboard")],
      ["403", await admin(session, "/api/contact-info", { method: "PUT", ...json({}), headers: { "content-type": "application/json", origin: "https://evil.example" } })],
      ["404", await request("/api/nothing-here")],
      ["404 id", await request("/api/fabrics/2147483647")],
      ["openapi", await request("/api/openapi.json")],
      ["healthz", await request("/healthz")],
      ["readyz", await request("/readyz")],
    ];
    for (const [what, answer] of answers) expectSecurityHeaders(answer, what);
    expect(answers[1]![1].status).toBe(201);
    expect(answers[4]![1].status).toBe(403);
  });

  test("405, 413, 415 and 429 answers", async () => {
    const answers: [string, number[], Answer][] = [
      ["405 page", [404, 405], await request("/admin/login", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "username=a&password=b" })],
      ["405 DELETE page", [404, 405], await request("/fabrics", { method: "DELETE" })],
      ["413", [413], await request("/api/contact-messages", { method: "POST", from: ipFor("h-413"), ...json({ message: "x".repeat(200_000) }) })],
      ["415", [415], await request("/api/contact-messages", { method: "POST", from: ipFor("h-415"), headers: { "content-type": "application/xml" }, body: "<a/>" })],
    ];
    const ip = ipFor("h-429");
    let limited: Answer | undefined;
    for (let i = 0; i < 7 && !limited; i++) {
      const answer = await request("/api/auth/login", { method: "POST", from: ip, ...json({ username: "h429", password: "wrong-password" }) });
      if (answer.status === 429) limited = answer;
    }
    expect(limited).toBeDefined();
    answers.push(["429", [429], limited!]);
    for (const [what, statuses, answer] of answers) {
      expect(statuses, what).toContain(answer.status);
      expectSecurityHeaders(answer, what);
    }
    expect(limited!.headers["retry-after"]).toBeTruthy();
  });

  test("a path with broken percent-encoding: 400 with the same headers, the path not echoed", async () => {
    for (const path of ["/%E0%A4%A", "/api/fabrics/%E0%A4%A", "/fabrics/%ZZ", "/uploads/%E0", "/%", "/api/%C0%AF", "/admin/%ff%"]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(400);
      expectSecurityHeaders(answer, path);
      expect(answer.headers["x-frame-options"], path).toBe("DENY");
      expect(answer.json?.error?.code, path).toBe("invalid_input");
      expect(answer.text, path).not.toContain(path.slice(1));
      expect(answer.text, path).not.toMatch(/FST_|url component/);
      if (path.startsWith("/api/")) expect(answer.headers["cache-control"], path).toBe("no-store");
    }
  });

  test("static assets, media, redirects, robots and sitemap", async () => {
    const home = await request("/");
    const asset = /\/assets\/[^"'\s]+\.(?:js|css)/.exec(home.text)?.[0];
    expect(asset).toBeTruthy();
    const fabric = (await request(`/api/fabrics/${world.fabricId}`)).json.data.fabric;
    const media = (fabric.image ?? fabric.main_image)?.src as string;
    expect(media).toMatch(/^\/uploads\//);
    for (const [path, status] of [
      [asset!, 200],
      ["/logo.svg", 200],
      [media, 200],
      ["/uploads/does-not-exist.webp", 404],
      ["/assets/does-not-exist.js", 404],
      ["/admin", 302],
      ["/robots.txt", 200],
      ["/sitemap.xml", 200],
    ] as [string, number][]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(status);
      expectSecurityHeaders(answer, path);
    }
  });

  test("a CV download is an attachment with nosniff, a sandbox CSP and no-store", async () => {
    const answer = await admin(session, `/api/applications/${world.applicationId}/file`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-disposition"]).toMatch(/^attachment/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(answer.headers["cache-control"]).toContain("no-store");
  });
});

describe("nothing leaks", () => {
  const SECRET_PATHS = [
    "/.env",
    "/.env.example",
    "/.git/config",
    "/.git/HEAD",
    "/package.json",
    "/package-lock.json",
    "/server/app.ts",
    "/server/config.ts",
    "/app/root.tsx",
    "/build/server/server.js",
    "/server/server.js",
    "/server.js",
    "/server/server.js.map",
    "/server.js.map",
    "/index.js",
    "/main.js",
    "/node_modules/fastify/package.json",
    "/drizzle.config.ts",
    "/vite.config.ts",
    "/tsconfig.json",
    "/.well-known/../.env",
    "/assets/../../server/server.js",
    "/assets/..%2f..%2fserver%2fserver.js",
    "/assets/%2e%2e/%2e%2e/server/server.js",
    "/uploads/../private",
    "/uploads/..%2fprivate",
    "/uploads/%2e%2e/db",
    "/uploads/..%5c..%5cdb",
    "/uploads/%00",
    "/private/",
    "/tmp/",
    "/db/",
    "/data/",
    "/%2e%2e/%2e%2e/etc/passwd",
  ];

  test("secrets, sources, server code and data folders are never served (and never a 500)", async () => {
    for (const path of SECRET_PATHS) {
      const answer = await request(path);
      expect([400, 403, 404], path).toContain(answer.status);
      expect(answer.text, path).not.toMatch(/DATABASE_URL=|\[core\]|"dependencies"|export async function|"name": "fastify"|PG_VERSION|root:x:0|sourceMappingURL/);
      expectSecurityHeaders(answer, path);
    }
  });

  test("/readyz tells a visitor whether the site is ready, not which build it runs", async () => {
    for (const cookie of [undefined, "sid=forged-session-token", "sid="]) {
      const answer = await request("/readyz", { cookie });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ status: "ready" });
      expect(answer.text).not.toMatch(/[0-9a-f]{40}|version|commit/);
    }
    // The logged-in admin sees the build.
    const own = await admin(session, "/readyz");
    expect(own.json.status).toBe("ready");
    expect(own.json.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(own.json).toHaveProperty("commit");
  });

  test("folders are not listed", async () => {
    for (const path of ["/uploads/", "/uploads", "/assets/", "/assets", "/uploads/?list", "/assets/?C=M;O=D"]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toMatch(/Index of|Directory listing/i);
      if (path.startsWith("/uploads")) expect(answer.text, path).not.toMatch(/\.webp/);
    }
    // The emblems' folder shares its path with the certificates page: the page, not a listing of
    // the folder (no emblem of a standard the company holds no certificate of).
    const emblems = await request("/certificates/");
    expect([200, 404]).toContain(emblems.status);
    expect(emblems.text).not.toMatch(/Index of|Directory listing/i);
    expect(emblems.text).not.toMatch(/sa8000\.svg|rcs\.svg/);
  });

  test("source maps, if served, name no server path", async () => {
    const home = await request("/");
    const assets = [...home.text.matchAll(/\/assets\/[^"'\s]+\.js/g)].map((m) => m[0]).slice(0, 10);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const js = await request(asset);
      expect(js.text, asset).not.toContain(inject("hostileDataDir"));
      expect(js.text, asset).not.toMatch(/\/work\/|\/home\/|\/root\//);
      const map = await request(`${asset}.map`);
      if (map.status === 200) expect(map.text, `${asset}.map`).not.toMatch(/server\/|\/work\/|\/home\//);
      else expect(map.status).toBe(404);
    }
  });

  test("CVs are unreachable without a session, whatever path is tried", async () => {
    const created = await request("/api/careers", {
      method: "POST",
      from: ipFor("leak-cv"),
      ...multipart([
        { name: "full_name", value: "Private Person" },
        { name: "email", value: "private@example.com" },
        { name: "position", value: "Secret" },
        { name: "file", filename: "secret-cv.pdf", type: "application/pdf", data: pdf() },
      ]),
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    const detail = (await admin(session, `/api/applications/${id}`)).json.data;
    // The admin DTO names an API route, never a file path.
    expect(detail.file_path ?? "").not.toMatch(/private|uploads|\.pdf$/);
    for (const path of [
      `/api/applications/${id}/file`,
      `/api/applications/${id}/file?inline=1`,
      `/API/applications/${id}/FILE`,
      "/private/",
      "/uploads/../private/",
      `/uploads/secret-cv.pdf`,
      `/api/applications/${id}`,
      "/api/applications",
    ]) {
      const answer = await request(path);
      expect([401, 404], path).toContain(answer.status);
      expect(answer.text, path).not.toContain("%PDF");
      expect(answer.text, path).not.toContain("Private Person");
    }
    // A public page never mentions it either.
    for (const path of ["/", "/careers", "/sitemap.xml"]) expect((await request(path)).text).not.toContain("Private Person");
  });

  test("error answers carry no stack, driver message or internal path", async () => {
    for (const [path, options] of [
      ["/api/fabrics/abc", {}],
      ["/api/contact-messages", { method: "POST", headers: { "content-type": "application/json" }, body: "{bad json" }],
      ["/api/careers", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=z" }, body: "--z\r\nbroken" }],
      ["/uploads/%00", {}],
    ] as [string, object][]) {
      const answer = await request(path, { from: ipFor(`err-${path}`), ...options });
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toMatch(/at .+:\d+:\d+|node_modules|\/work\/|Error:|SyntaxError/);
    }
  });
});
