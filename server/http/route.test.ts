import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseInput, registerErrorHandling, unauthorized } from "./errors";
import { assertNoHoneypot } from "./inbox";
import { pageOfQuery } from "./pagination";
import { idParam, idParams, pageQuery } from "../../common/api/params";
import { collectRoutes, route } from "./route";

/** The answers the routes gave before contracts (parseId, parsePage, parseInput by hand). */
const byHand = {
  id(value: string) {
    const id = /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!(Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647)) return { message: "Invalid id", fields: { id: "invalid" } };
    return null;
  },
};

let app: FastifyInstance;
const body = z.object({ name: z.string().trim().min(1).max(5), email: z.email().optional() });

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.decorate("ctx", {} as never);
  app.decorateRequest("admin", null);
  app.decorate("loadAdmin", async () => null);
  app.decorate("requireAdmin", async () => {
    throw unauthorized();
  });
  collectRoutes(app);
  registerErrorHandling(app);
  route(
    app,
    {
      method: "GET",
      url: "/things/:id",
      summary: "A thing",
      params: idParams,
      lng: true,
      query: z.object(pageQuery(7)),
      responses: { 200: z.object({ data: z.unknown() }) },
    },
    async ({ params, lng, query }) => ({ data: { id: params.id, lng, ...pageOfQuery(query) } }),
  );
  route(
    app,
    {
      method: "POST",
      url: "/things",
      summary: "Add a thing",
      guard: (request) => assertNoHoneypot(request.body),
      body,
      responses: { 201: z.object({ data: z.unknown() }) },
    },
    async ({ body }) => ({ data: body }),
  );
  route(
    app,
    { method: "DELETE", url: "/things/:thingId", summary: "Remove", admin: true, params: z.object({ thingId: idParam }), responses: { 204: null } },
    async () => undefined,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const error = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string; fields?: unknown } }).error;

describe("route(): the contract validates", () => {
  it("hands the handler parsed, typed input and answers with the declared status", async () => {
    const res = await app.inject({ method: "GET", url: "/things/12?lng=en&page=2" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: 12, lng: "en", page: 2, pageSize: 7, offset: 7 });
    const created = await app.inject({ method: "POST", url: "/things", payload: { name: " ab " } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ name: "ab" });
  });

  it("bad path ids answer what parseId answered", async () => {
    for (const id of ["abc", "0", "1.5", "-1", "99999999999", "2147483648", "%20"]) {
      const res = await app.inject({ method: "GET", url: `/things/${id}` });
      expect(res.statusCode, id).toBe(400);
      const { code, message, fields } = error(res);
      expect({ message, fields }, id).toEqual(byHand.id(decodeURIComponent(id)));
      expect(code).toBe("invalid_input");
    }
  });

  it("bad query values answer the field codes of the page query", async () => {
    const cases: [string, Record<string, string>][] = [
      ["page=0", { page: "too_short" }],
      ["page=x", { page: "invalid" }],
      ["page_size=101", { page_size: "too_long" }],
      ["page_size=", { page_size: "too_short" }],
    ];
    for (const [query, fields] of cases) {
      const res = await app.inject({ method: "GET", url: `/things/1?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(error(res), query).toMatchObject({ code: "invalid_input", message: "Invalid input", fields });
      // The same as parsing by hand with the same schema.
      expect(() => parseInput(z.object(pageQuery(7)), Object.fromEntries(new URLSearchParams(query)))).toThrow();
    }
    const lng = await app.inject({ method: "GET", url: "/things/1?lng=xx" });
    expect(error(lng)).toMatchObject({ message: "Unknown language", fields: { lng: "invalid" } });
    expect((await app.inject({ method: "GET", url: "/things/1?lng=all" })).statusCode).toBe(401);
  });

  it("bad bodies answer field codes; a filled honeypot names no field", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { name: "required" }],
      [{ name: "" }, { name: "required" }],
      [{ name: "toolong" }, { name: "too_long" }],
      [{ name: "a", email: "nope" }, { email: "invalid_email" }],
      [{ name: 5 }, { name: "invalid" }],
    ];
    for (const [payload, fields] of cases) {
      const res = await app.inject({ method: "POST", url: "/things", payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(error(res)).toEqual({ code: "invalid_input", message: "Invalid input", fields, requestId: expect.any(String) });
    }
    const bot = await app.inject({ method: "POST", url: "/things", payload: { name: "", website: "x" } });
    expect(bot.statusCode).toBe(400);
    expect(error(bot).fields).toBeUndefined();
  });

  it("an admin route is guarded before anything is parsed, and records its contract", async () => {
    expect((await app.inject({ method: "DELETE", url: "/things/abc" })).statusCode).toBe(401);
    const entry = app.registeredRoutes.find((r) => r.url === "/things/:thingId");
    expect(entry?.contract?.admin).toBe(true);
    expect(app.registeredRoutes.filter((r) => r.method === "HEAD")).toEqual([]);
  });
});
