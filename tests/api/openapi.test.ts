import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_DOCS } from "../../server/modules/openapi/document";
import { createTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/openapi.json", () => {
  it("describes every route the API registers, and no route that does not exist", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    const listed = Object.entries(doc.paths as Record<string, Record<string, { summary: string }>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // Every registered route carries a written description, not the generic fallback.
    const undocumented = listed.filter((key) => !ROUTE_DOCS[key]);
    expect(undocumented).toEqual([]);
    // Every documented route is really there.
    expect(Object.keys(ROUTE_DOCS).filter((key) => !listed.includes(key))).toEqual([]);
  });

  it("marks admin routes as needing a session and the CSRF token", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.paths["/api/auth/me"].get.security).toEqual([{ session: [], csrf: [] }]);
    expect(doc.paths["/api/auth/login"].post.security).toBeUndefined();
  });
});
