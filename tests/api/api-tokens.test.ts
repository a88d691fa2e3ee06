// API tokens for the mill's other systems: created by staff (the secret once, a hash kept),
// `Authorization: Bearer dkt_…` with no cookie and no CSRF, each token only its scopes, revoked
// and expired tokens refused with the unknown token's 401, a token in the address refused, its
// own rate limit, and a change made with a token logged under the token's name.
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, apiTokens } from "../../server/db/schema";
import { route } from "../../server/http/route";
import { writeContext } from "../../server/http/write-context";
import { logActivity } from "../../server/modules/activity";
import { type AdminSession, createTestApp, loginAdmin, type TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;

/** A change only a token with stock:write may make (the stock routes come later): logs one line. */
async function stockRoute(app: FastifyInstance) {
  route(
    app,
    {
      method: "PUT",
      url: "/api/test-stock",
      summary: "test",
      admin: true,
      scope: "stock:write",
      responses: { 204: null },
    },
    async (_input, request) => {
      const ctx = writeContext(request);
      await ctx.db.transaction((tx) => logActivity(tx, ctx.actorId, "update", "fabric", 1, "stock changed"));
    },
  );
}

beforeAll(async () => {
  ({ t, admin } = await adminApp({ API_TOKEN_RATE_LIMIT: "1000" }, { routes: stockRoute }));
});
afterAll(() => t.close());

async function create(payload: object) {
  return t.app.inject({ method: "POST", url: "/api/api-tokens", headers: admin.headers, payload });
}
async function newToken(scopes: string[], name = `ERP ${scopes.join("+")}`) {
  const res = await create({ name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; token: string };
}
const bearer = (token: string, method: "GET" | "PUT" | "DELETE" | "POST", url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
const list = async () =>
  (await t.app.inject({ method: "GET", url: "/api/api-tokens", headers: admin.headers })).json().data as {
    id: number;
    name: string;
    prefix: string;
    state: string;
    scopes: string[];
    last_used_at: string | null;
    last_used_ip: string | null;
    expires_at: string | null;
  }[];

describe("creating and listing tokens", () => {
  it("answers the secret once, keeps only its hash, and lists the token without it", async () => {
    const { id, token } = await newToken(["requests:read", "catalogue:read"], "CRM");
    expect(token).toMatch(/^dkt_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    const listed = (await list()).find((x) => x.id === id)!;
    expect(listed).toMatchObject({
      name: "CRM",
      state: "active",
      scopes: ["catalogue:read", "requests:read"],
    });
    expect(listed.prefix).toBe(token.slice(0, 12));
    const body = (await t.app.inject({ method: "GET", url: "/api/api-tokens", headers: admin.headers })).body;
    expect(body).not.toContain(token);
  });

  it("refuses bad input with field codes", async () => {
    const cases: [object, Record<string, string>][] = [
      [{ scopes: ["catalogue:read"] }, { name: "required" }],
      [{ name: " ", scopes: ["catalogue:read"] }, { name: "required" }],
      [{ name: "x".repeat(81), scopes: ["catalogue:read"] }, { name: "too_long" }],
      [{ name: "a\u0000b", scopes: ["catalogue:read"] }, { name: "invalid" }],
      [{ name: "ERP", scopes: [] }, { scopes: "too_short" }],
      [{ name: "ERP", scopes: ["admin"] }, { "scopes.0": "invalid" }],
      [{ name: "ERP", scopes: ["stock:write", "stock:write"] }, { scopes: "invalid" }],
      [{ name: "ERP", scopes: ["stock:write"], expires_at: "tomorrow" }, { expires_at: "invalid" }],
      [{ name: "ERP", scopes: ["stock:write"], expires_at: "2020-01-01" }, { expires_at: "invalid_date" }],
    ];
    for (const [payload, fields] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toMatchObject(fields);
    }
  });

  it("is the staff's alone: no session 401, a token 403 even with every scope", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/api-tokens" })).statusCode).toBe(401);
    const { token, id } = await newToken(["catalogue:read", "requests:read", "stock:write"]);
    expect((await bearer(token, "GET", "/api/api-tokens")).statusCode).toBe(403);
    expect((await bearer(token, "DELETE", `/api/api-tokens/${id}`)).statusCode).toBe(403);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/api-tokens",
      headers: { authorization: `Bearer ${token}` },
      payload: { name: "child", scopes: ["stock:write"] },
    });
    expect(made.statusCode).toBe(403);
    expect((await list()).find((x) => x.id === id)!.state).toBe("active");
  });
});

describe("using a token", () => {
  it("reaches its scopes' routes without cookie or CSRF, and nothing else (403)", async () => {
    const { token } = await newToken(["catalogue:read"]);
    const csv = await bearer(token, "GET", "/api/exports/fabrics.csv");
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    // The staff's view of a public list: every language, expired certificates too.
    expect((await t.app.inject({ method: "GET", url: "/api/certificates?lng=all" })).statusCode).toBe(401);
    const all = await bearer(token, "GET", "/api/certificates?lng=all");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    expect((await bearer(token, "GET", "/api/fabrics?lng=all")).statusCode).toBe(200);
    expect((await bearer(token, "GET", "/api/collections?lng=all")).statusCode).toBe(200);
    expect((await bearer(token, "GET", "/api/fabric-passports")).statusCode).toBe(200);
    // Other scopes' routes and staff-only routes.
    for (const url of ["/api/sample-requests", "/api/meeting-requests", "/api/exports/sample-requests.csv"])
      expect((await bearer(token, "GET", url)).statusCode, url).toBe(403);
    expect((await bearer(token, "PUT", "/api/test-stock")).statusCode).toBe(403);
    for (const url of [
      "/api/contact-messages",
      "/api/applications",
      "/api/dashboard",
      "/api/translations",
      "/api/auth/me",
    ]) {
      const res = await bearer(token, "GET", url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("forbidden");
    }
    expect((await bearer(token, "DELETE", "/api/fabrics/1")).statusCode).toBe(403);
  });

  it("requests:read reads the buyers' requests and their CSV, and no catalogue's staff view", async () => {
    const { token } = await newToken(["requests:read"]);
    for (const url of [
      "/api/sample-requests",
      "/api/meeting-requests",
      "/api/sample-requests/facets",
      "/api/meeting-requests/facets",
      "/api/exports/sample-requests.csv",
      "/api/exports/meeting-requests.csv",
    ])
      expect((await bearer(token, "GET", url)).statusCode, url).toBe(200);
    expect((await bearer(token, "GET", "/api/certificates?lng=all")).statusCode).toBe(403);
    expect((await bearer(token, "GET", "/api/exports/fabrics.csv")).statusCode).toBe(403);
  });

  it("stock:write reaches a stock route but not the catalogue; a change is logged under the token's name", async () => {
    const { token, id } = await newToken(["stock:write"], "ERP stock");
    expect((await bearer(token, "GET", "/api/exports/fabrics.csv")).statusCode).toBe(403);
    expect((await bearer(token, "GET", "/api/certificates?lng=all")).statusCode).toBe(403);
    const res = await bearer(token, "PUT", "/api/test-stock");
    expect(res.statusCode, res.body).toBe(204);
    const [line] = await t.ctx.db.select().from(activityLog).where(eq(activityLog.tokenId, id));
    expect(line).toMatchObject({ actorId: null, tokenId: id, action: "update", summary: "stock changed" });
    const dashboard = await t.app.inject({ method: "GET", url: "/api/dashboard", headers: admin.headers });
    const recent = dashboard.json().data.recent as { id: number; by: unknown }[];
    expect(recent.find((item) => item.id === line!.id)?.by).toEqual({ kind: "token", name: "ERP stock" });
    // The staff's own changes name the staff member.
    const created = await t.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(created.find((l) => l.entity === "api_token")).toMatchObject({ action: "create", tokenId: null });
  });

  it("a public read without the header stays public and cached; the header never reads the cache", async () => {
    const { token } = await newToken(["catalogue:read"]);
    expect((await t.app.inject({ method: "GET", url: "/api/certificates" })).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/certificates",
      headers: { authorization: "Bearer dkt_nope" },
    });
    expect(bad.statusCode).toBe(401);
    expect((await bearer(token, "GET", "/api/certificates")).headers["cache-control"]).toBe("no-store");
  });

  it("records the last use (time and address), at most once a minute", async () => {
    const { token, id } = await newToken(["catalogue:read"]);
    expect((await list()).find((x) => x.id === id)!.last_used_at).toBeNull();
    await bearer(token, "GET", "/api/exports/fabrics.csv");
    const first = (await list()).find((x) => x.id === id)!;
    expect(first.last_used_at).not.toBeNull();
    expect(first.last_used_ip).toBe("127.0.0.1");
    await t.ctx.db.update(apiTokens).set({ lastUsedIp: "10.0.0.9" }).where(eq(apiTokens.id, id));
    await bearer(token, "GET", "/api/exports/fabrics.csv");
    expect((await list()).find((x) => x.id === id)!.last_used_ip).toBe("10.0.0.9");
    // A minute later, the next use is written.
    await t.ctx.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(apiTokens.id, id));
    await bearer(token, "GET", "/api/exports/fabrics.csv");
    expect((await list()).find((x) => x.id === id)!.last_used_ip).toBe("127.0.0.1");
  });
});

describe("refusals", () => {
  it("a revoked token is refused at once, with the unknown token's answer", async () => {
    const { token, id } = await newToken(["catalogue:read"]);
    expect((await bearer(token, "GET", "/api/exports/fabrics.csv")).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/api-tokens/${id}`,
      headers: admin.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const revoked = await bearer(token, "GET", "/api/exports/fabrics.csv");
    const unknown = await bearer(`dkt_${"A".repeat(43)}`, "GET", "/api/exports/fabrics.csv");
    expect(revoked.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: string) => ({ ...JSON.parse(body).error, requestId: undefined });
    expect(strip(revoked.body)).toEqual(strip(unknown.body));
    expect((await list()).find((x) => x.id === id)).toMatchObject({ state: "revoked" });
    // Revoking again changes nothing; an unknown id is 404.
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/api-tokens/${id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/api-tokens/999999", headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    // The revocation is logged by the staff member.
    const lines = await t.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(
      lines
        .filter((l) => l.entity === "api_token")
        .map((l) => l.action)
        .sort(),
    ).toEqual(["create", "status"]);
  });

  it("an expired token is refused as an unknown one, and listed as expired", async () => {
    const { token, id } = await newToken(["catalogue:read"]);
    const later = await create({ name: "until", scopes: ["catalogue:read"], expires_at: "2999-12-31" });
    expect(later.statusCode).toBe(201);
    expect((await list()).find((x) => x.id === later.json().id)!.expires_at).toBe("2999-12-31T20:59:59.999Z");
    expect((await bearer(token, "GET", "/api/exports/fabrics.csv")).statusCode).toBe(200);
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, id));
    const res = await bearer(token, "GET", "/api/exports/fabrics.csv");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
    expect((await list()).find((x) => x.id === id)!.state).toBe("expired");
  });

  it("a token in the query string is refused, even with a valid header or a session", async () => {
    const { token } = await newToken(["catalogue:read"]);
    for (const url of [
      `/api/exports/fabrics.csv?access_token=${token}`,
      `/api/exports/fabrics.csv?token=${token}`,
      `/api/exports/fabrics.csv?x=${token}`,
      `/api/certificates?lng=all&access_token=${token}`,
    ]) {
      const alone = await t.app.inject({ method: "GET", url });
      expect(alone.statusCode, url).toBe(400);
      expect(alone.json().error.message).toMatch(/Authorization header/);
      expect((await bearer(token, "GET", url)).statusCode, url).toBe(400);
      expect(
        (await t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } })).statusCode,
        url,
      ).toBe(400);
    }
    // A public read ignores a parameter it does not know, whatever its name, unless it holds a token.
    expect((await t.app.inject({ method: "GET", url: "/api/fabrics?lng=en&token=hunter2" })).statusCode).toBe(200);
    expect((await bearer(token, "GET", "/api/fabrics?lng=all&token=hunter2")).statusCode).toBe(400);
  });

  it("refuses malformed headers with 401, and a session still works without one", async () => {
    const { token } = await newToken(["catalogue:read"]);
    for (const authorization of [
      token,
      `Basic ${token}`,
      `Bearer ${token} extra`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer xyz_${token.slice(4)}`,
      "Bearer",
      "",
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/exports/fabrics.csv",
        headers: { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/exports/fabrics.csv",
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("its own rate limit", () => {
  it("answers 429 with Retry-After past the token's limit, counted per token", async () => {
    const small = await createTestApp({ API_TOKEN_RATE_LIMIT: "3" });
    try {
      const staff = await loginAdmin(small);
      const make = async () =>
        (
          await small.app.inject({
            method: "POST",
            url: "/api/api-tokens",
            headers: staff.headers,
            payload: { name: "n", scopes: ["catalogue:read"] },
          })
        ).json().token as string;
      const [a, b] = [await make(), await make()];
      const get = (token: string) =>
        small.app.inject({
          method: "GET",
          url: "/api/fabric-passports",
          headers: { authorization: `Bearer ${token}` },
        });
      for (let i = 0; i < 3; i++) expect((await get(a)).statusCode).toBe(200);
      const over = await get(a);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect(over.json().error.code).toBe("rate_limited");
      expect((await get(b)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
