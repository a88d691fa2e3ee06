// API tokens (`Authorization: Bearer dkt_…`) against the built server: malformed, oversize and
// foreign headers, tokens in the address, a token outside its scopes, the unknown and the
// revoked token answered alike and in the same time, and the secret never in the server's log.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Answer, admin, ipFor, json, login, loginOn, request, type Session } from "./support/http";
import { PORTS } from "./support/global-setup";
import { type RunningServer, startServer } from "./support/server";

let session: Session;

beforeAll(async () => {
  session = await login();
});

async function newToken(
  as: Session,
  scopes: string[],
  base?: string,
): Promise<{ id: number; token: string }> {
  const answer = await admin(as, "/api/api-tokens", {
    method: "POST",
    ...json({ name: `hostile ${scopes.join(" ")}`, scopes }),
    ...(base ? { base } : {}),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
}
const withHeader = (authorization: string | string[], path = "/api/exports/fabrics.csv", base?: string) =>
  request(path, { headers: { authorization }, from: ipFor("tokens"), ...(base ? { base } : {}) });
/** The error without its request id: the same words for every refused token. */
const refusal = (answer: Answer) => ({
  status: answer.status,
  error: { ...answer.json?.error, requestId: "" },
});

describe("API tokens: hostile headers", () => {
  test("malformed, foreign and forged headers are 401 with one answer, never a 500", async () => {
    const { token } = await newToken(session, ["catalogue:read"]);
    const secret = token.slice(4);
    const expected = refusal(await withHeader(`Bearer dkt_${"A".repeat(43)}`));
    expect(expected.status).toBe(401);
    const cases = [
      token,
      `bearer  ${token}`,
      `Bearer ${token},${token}`,
      `Bearer "${token}"`,
      `Basic ${Buffer.from(`x:${token}`).toString("base64")}`,
      `Token ${token}`,
      `Bearer ghp_${secret}`,
      `Bearer DKT_${secret}`,
      `Bearer dkt_${secret}A`,
      `Bearer dkt_${secret.slice(1)}`,
      `Bearer dkt_${secret.slice(0, -1)}=`,
      `Bearer dkt_${"é".repeat(43)}`,
      `Bearer dkt_${"/".repeat(43)}`,
      `Bearer dkt_' or '1'='1`,
      `Bearer ${"dkt_".repeat(2000)}`,
      "Bearer",
      "Bearer ",
      "",
    ];
    for (const header of cases) {
      const answer = await withHeader(header);
      expect(refusal(answer), header.slice(0, 60)).toEqual(expected);
      expect(answer.text).not.toMatch(/at .*\.js:\d+|drizzle|syntax error|postgres|pglite/i);
    }
  });

  test("a header too large for the server is refused before the API (431), a big one still 401", async () => {
    const big = await withHeader(`Bearer dkt_${"A".repeat(8_000)}`);
    expect(big.status).toBe(401);
    const huge = await withHeader(`Bearer dkt_${"A".repeat(70_000)}`).catch(
      () => ({ status: 431 }) as Answer,
    );
    expect(huge.status).toBe(431);
  });

  test("a token in the address is refused (400), whatever its parameter, and does not open the route", async () => {
    const { token } = await newToken(session, ["catalogue:read", "requests:read"]);
    for (const path of [
      `/api/exports/fabrics.csv?access_token=${token}`,
      `/api/exports/fabrics.csv?ACCESS_TOKEN=${token}`,
      `/api/sample-requests?token=${token}`,
      `/api/sample-requests?q=${token}`,
      `/api/certificates?lng=all&api_token=${token}`,
      `/api/certificates?lng=all&access_token=${token}&access_token=${token}`,
    ]) {
      const answer = await request(path, { from: ipFor("tokens-query") });
      expect(answer.status, path).toBe(400);
      expect(answer.text).not.toContain(token);
    }
  });

  test("a token outside its scopes is 403 on every other admin route, including the tokens' own", async () => {
    const { token, id } = await newToken(session, ["requests:read"]);
    const bearer = `Bearer ${token}`;
    for (const [method, path] of [
      ["GET", "/api/exports/fabrics.csv"],
      ["GET", "/api/contact-messages"],
      ["GET", "/api/api-tokens"],
      ["POST", "/api/api-tokens"],
      ["DELETE", `/api/api-tokens/${id}`],
      ["POST", "/api/privacy/lookup"],
      ["PUT", "/api/contact-info"],
    ] as const) {
      const answer = await request(path, {
        method,
        headers: { authorization: bearer, "content-type": "application/json" },
        body:
          method === "GET" || method === "DELETE"
            ? undefined
            : JSON.stringify({ name: "x", scopes: ["stock:write"], email: "a@b.c" }),
        from: ipFor("tokens-scope"),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    // Nothing was made nor revoked with it.
    const list = await admin(session, "/api/api-tokens");
    expect(list.json.data.find((row: { id: number }) => row.id === id).state).toBe("active");
    expect(list.json.data.some((row: { name: string }) => row.name === "x")).toBe(false);
  });
});

describe("API tokens: nothing told by the time", () => {
  test("an unknown and a revoked token are answered alike and in about the same time", async () => {
    const { token, id } = await newToken(session, ["catalogue:read"]);
    expect((await admin(session, `/api/api-tokens/${id}`, { method: "DELETE" })).status).toBe(204);
    const unknown = `dkt_${"Q".repeat(43)}`;
    expect(refusal(await withHeader(`Bearer ${token}`))).toEqual(
      refusal(await withHeader(`Bearer ${unknown}`)),
    );
    const time = async (secret: string) => {
      const start = process.hrtime.bigint();
      const answer = await withHeader(`Bearer ${secret}`);
      expect(answer.status).toBe(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Warm up, then alternate so both see the same load.
    for (let i = 0; i < 20; i++) await time(i % 2 ? token : unknown);
    const revokedTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 200; i++) {
      revokedTimes.push(await time(token));
      unknownTimes.push(await time(unknown));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(revokedTimes) / median(unknownTimes);
    expect(ratio, `revoked ${median(revokedTimes)} ms, unknown ${median(unknownTimes)} ms`).toBeGreaterThan(
      0.6,
    );
    expect(ratio).toBeLessThan(1 / 0.6);
  });
});

describe("API tokens: never in the log", () => {
  let server: RunningServer;
  afterAll(async () => {
    await server?.stop();
  });

  test("the secret is in no log line, whether used, refused, revoked or put in the address", async () => {
    server = await startServer(PORTS.spare, { LOG_LEVEL: "debug" });
    const staff = await loginOn(server, ipFor("tokens-log"));
    const { token, id } = await newToken(staff, ["catalogue:read"], server.url);
    expect((await withHeader(`Bearer ${token}`, "/api/exports/fabrics.csv", server.url)).status).toBe(200);
    expect((await withHeader(`Bearer ${token}`, "/api/contact-messages", server.url)).status).toBe(403);
    expect((await withHeader(`Basic ${token}`, "/api/exports/fabrics.csv", server.url)).status).toBe(401);
    const inAddress = await request(`/api/exports/fabrics.csv?access_token=${token}`, { base: server.url });
    expect(inAddress.status).toBe(400);
    const inPublic = await request(`/api/fabrics?lng=all&x=${token}`, { base: server.url });
    expect(inPublic.status).toBe(400);
    expect((await admin(staff, `/api/api-tokens/${id}`, { method: "DELETE", base: server.url })).status).toBe(
      204,
    );
    expect((await withHeader(`Bearer ${token}`, "/api/exports/fabrics.csv", server.url)).status).toBe(401);
    const log = server.logs();
    // The log did record these requests (else this test would prove nothing).
    expect(log).toContain("/api/exports/fabrics.csv?access_token=dkt_[redacted]");
    expect(log).toContain("/api/api-tokens");
    expect(log).not.toContain(token.slice(4));
    expect(log).not.toContain(token.slice(4, 20));
  });
});
