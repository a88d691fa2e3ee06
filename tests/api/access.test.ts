import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSession, TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let session: AdminSession;
let adminRoutes: { method: string; url: string }[] = [];

// Every admin route, as the OpenAPI document lists them (the document is built from the
// registered routes, so a new route cannot escape this test).
beforeAll(async () => {
  ({ t, admin: session } = await adminApp());
  const doc = (await t.app.inject("/api/openapi.json")).json() as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  };
  // A public read whose staff's view an API token may ask lists the bearer scheme, not the session.
  adminRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.some((scheme) => "session" in scheme))
      .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, "1") })),
  );
});
afterAll(() => t.close());

describe("admin routes", () => {
  it("are all listed (sanity: the document has them)", () => {
    expect(adminRoutes.length).toBeGreaterThan(25);
  });

  it("answer 401 without a session, whatever the method, and store nothing", async () => {
    for (const route of adminRoutes) {
      const res = await t.app.inject({ method: route.method as "GET", url: route.url, payload: route.method === "GET" || route.method === "DELETE" ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe("unauthorized");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answer 401 to a forged session cookie", async () => {
    for (const route of adminRoutes.filter((r) => r.method === "GET")) {
      const res = await t.app.inject({ method: "GET", url: route.url, headers: { cookie: "sid=forged-token-value" } });
      expect(res.statusCode, route.url).toBe(401);
    }
  });

  it("refuse every change without the CSRF token (403), even with a valid session", async () => {
    const changes = adminRoutes.filter((r) => r.method !== "GET");
    expect(changes.length).toBeGreaterThan(15);
    for (const route of changes) {
      const res = await t.app.inject({
        method: route.method as "POST",
        url: route.url,
        headers: { cookie: session.cookie },
        payload: route.method === "DELETE" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("refuse every change from another site even with the token", async () => {
    for (const route of adminRoutes.filter((r) => r.method !== "GET")) {
      const res = await t.app.inject({
        method: route.method as "POST",
        url: route.url,
        headers: { ...session.headers, origin: "https://attacker.example" },
        payload: route.method === "DELETE" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("answer ?lng=all reads of public lists with 401 for visitors", async () => {
    for (const url of ["/api/fabrics?lng=all", "/api/countries?lng=all", "/api/exhibitions?lng=all", "/api/contact-info?lng=all"]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: session.cookie } })).statusCode, url).toBe(200);
    }
  });
});
