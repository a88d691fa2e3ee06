import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisteredRoute } from "../../server/http/route";
import { buildOpenApi } from "../../server/modules/openapi/document";
import { DOCUMENTED_PREFIXES } from "../../server/modules/openapi/routes";
import { createTestApp, type TestApp } from "../helpers/app";

type Operation = { summary: string; description?: string; "x-scope"?: string; security?: unknown; responses: Record<string, unknown>; requestBody?: { content: Record<string, unknown> } };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

let t: TestApp;
let doc: Doc;
let api: RegisteredRoute[];
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const operations = (d: Doc) =>
  Object.entries(d.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  // The API and GS1 Digital Link's resolver (/01/{gtin}).
  api = t.app.registeredRoutes.filter((r) => DOCUMENTED_PREFIXES.some((prefix) => r.url.startsWith(prefix)));
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/openapi.json", () => {
  it("every registered API route declares its contract", () => {
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("a route without a contract is never left out of the document silently", () => {
    expect(() => buildOpenApi([{ method: "GET", url: "/api/nothing", contract: null }], "0")).toThrow(/no contract/);
  });

  it("lists exactly the registered routes (method and path), no more, no less", () => {
    expect(doc.openapi).toBe("3.1.0");
    const listed = operations(doc).map((o) => o.key).sort();
    const registered = api.map((r) => `${r.method} ${openApiPath(r.url)}`).sort();
    expect(listed).toEqual(registered);
    // And the router really answers them (not only the collector's view of it).
    for (const r of api) expect(t.app.hasRoute({ method: r.method as "GET", url: r.url }), `${r.method} ${r.url}`).toBe(true);
    // The health routes stay outside the API's document.
    expect(t.app.registeredRoutes.some((r) => r.url === "/healthz")).toBe(true);
    expect(doc.paths["/healthz"]).toBeUndefined();
  });

  it("marks admin routes as needing a session and the CSRF token, and only them", async () => {
    expect(doc.paths["/api/auth/me"]?.get?.security).toEqual([{ session: [], csrf: [] }]);
    expect(doc.paths["/api/auth/login"]?.post?.security).toBeUndefined();
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: "apiKey", in: "cookie" },
      csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
    });
    for (const r of api) {
      const op = doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!;
      const bearer = r.contract?.scope ? [{ bearer: [r.contract.scope] }] : [];
      if (r.contract?.admin) {
        expect(op.security, r.url).toEqual([{ session: [], csrf: [] }, ...bearer]);
        expect(op.responses).toHaveProperty("401");
        expect(op.responses).toHaveProperty("403");
        // The contract's word is the server's: without a session the route refuses.
        const url = r.url.replace(/:[A-Za-z]+/g, "1");
        const res = await t.app.inject({ method: r.method as "GET", url });
        expect(res.statusCode, `${r.method} ${url}`).toBe(401);
      } else if (r.contract?.scope) {
        // A public read whose staff's view an API token may ask: anyone, or the bearer with the scope.
        expect(op.security, r.url).toEqual([{}, ...bearer]);
      } else {
        expect(op.security, r.url).toBeUndefined();
      }
    }
  });

  it("declares the bearer scheme of API tokens and each route's scope", () => {
    expect(doc.components.securitySchemes).toMatchObject({ bearer: { type: "http", scheme: "bearer" } });
    const scoped = operations(doc).filter((o) => o.op["x-scope"]);
    expect(Object.fromEntries(scoped.map((o) => [o.key, o.op["x-scope"]]))).toMatchObject({
      "GET /api/fabrics": "catalogue:read",
      "GET /api/collections": "catalogue:read",
      "GET /api/certificates": "catalogue:read",
      "GET /api/exports/fabrics.csv": "catalogue:read",
      "GET /api/sample-requests": "requests:read",
      "GET /api/meeting-requests": "requests:read",
      "GET /api/exports/sample-requests.csv": "requests:read",
      "GET /api/exports/meeting-requests.csv": "requests:read",
    });
    for (const { key, op } of scoped) expect(op.description, key).toContain(op["x-scope"]);
    // The tokens' own routes are the staff's alone.
    const tokens = doc.paths["/api/api-tokens"]!;
    expect(tokens.post!.security).toEqual([{ session: [], csrf: [] }]);
    expect(tokens.get!["x-scope"]).toBeUndefined();
  });

  it("gives the answers of creations, deletions, uploads and errors", () => {
    expect(doc.components.schemas).toHaveProperty("Error");
    expect(doc.paths["/api/fabrics"]!.post!.responses).toHaveProperty("201");
    expect(doc.paths["/api/fabrics/{id}"]!.delete!.responses).toHaveProperty("204");
    expect(doc.paths["/api/fabrics/{id}"]!.get!.responses).toHaveProperty("404");
    expect(doc.paths["/api/contact-messages/{id}/status"]!.put!.responses).toHaveProperty("409");
    const upload = doc.paths["/api/careers"]!.post!;
    expect(upload.responses).toHaveProperty("413");
    expect(upload.responses).toHaveProperty("415");
    expect(upload.requestBody?.content).toHaveProperty("multipart/form-data");
    const form = upload.requestBody!.content["multipart/form-data"] as { schema: { properties: Record<string, unknown> } };
    expect(Object.keys(form.schema.properties)).toEqual(
      expect.arrayContaining(["full_name", "email", "position", "website", "file"]),
    );
    expect(doc.paths["/api/auth/login"]!.post!.requestBody?.content).toHaveProperty("application/json");
  });
});
