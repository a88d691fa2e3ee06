// TRUST_PROXY names the proxies in front of the server (a hop count or their addresses): the
// client address is the one the outermost trusted proxy appended to X-Forwarded-For, never an
// entry the client wrote itself, so per-IP limits hold behind a proxy too.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Answer, ipFor, json, request } from "./support/http";
import { PORTS } from "./support/global-setup";
import { type RunningServer, startServer } from "./support/server";

/** A contact message sent to `server` from `from` with the given proxy headers. */
const post = (server: RunningServer, from: string, headers: Record<string, string>) =>
  request("/api/contact-messages", {
    method: "POST",
    base: server.url,
    from,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ full_name: "Proxy Visitor", email: "p@example.com", message: "m" }),
  });

/** Nine posts; the statuses in order. */
async function nine(send: (i: number) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 9; i++) statuses.push((await send(i)).status);
  return statuses;
}

const LIMITED = [201, 201, 201, 201, 201, 429, 429, 429, 429];

describe("TRUST_PROXY=1: one reverse proxy in front", () => {
  let server: RunningServer;
  // The test plays the proxy: every request comes from its address and ends X-Forwarded-For
  // with the address of the client it serves, as nginx's $proxy_add_x_forwarded_for does.
  const proxy = ipFor("trust-proxy-hop");

  beforeAll(async () => {
    server = await startServer(PORTS.spare2, { TRUST_PROXY: "1", FORM_RATE_LIMIT: "5" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("a client that writes another X-Forwarded-For each time still gets 429 after the 5th post", async () => {
    const real = "198.51.100.7";
    expect(await nine((i) => post(server, proxy, { "x-forwarded-for": `10.0.0.${i}, ${real}` }))).toEqual(
      LIMITED,
    );
    // Longer chains written by the client change nothing either.
    const more = await post(server, proxy, { "x-forwarded-for": `203.0.113.1, 10.9.9.9, ${real}` });
    expect(more.status).toBe(429);
    expect(Number(more.headers["retry-after"])).toBeGreaterThan(0);
    // Another client behind the same proxy has a counter of its own: the proxy is not the client.
    expect((await post(server, proxy, { "x-forwarded-for": `10.0.0.1, 198.51.100.8` })).status).toBe(201);
  });

  test("the login throttle counts the address the proxy appended", async () => {
    const real = "198.51.100.30";
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const answer = await request("/api/auth/login", {
        method: "POST",
        base: server.url,
        from: proxy,
        ...json({ username: `nobody${i}`, password: "wrong-password" }),
        headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${i}, ${real}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  test("the scheme comes from the proxy's X-Forwarded-Proto, and only http or https", async () => {
    const https = await request("/api/fabrics", {
      base: server.url,
      from: proxy,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.status).toBe(200);
    expect(https.headers["strict-transport-security"]).toMatch(/max-age=/);
    const http = await request("/api/fabrics", {
      base: server.url,
      from: proxy,
      headers: { "x-forwarded-proto": "http" },
    });
    expect(http.status).toBe(200);
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    // Behind HTTPS the session cookie is Secure with the __Host- prefix.
    const login = await request("/api/auth/login", {
      method: "POST",
      base: server.url,
      from: ipFor("trust-proxy-scheme-login"),
      ...json({ username: server.admin.username, password: server.admin.password }),
      headers: {
        "content-type": "application/json",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "198.51.100.40",
      },
    });
    expect(login.status).toBe(200);
    expect(login.headers["set-cookie"]?.[0] ?? "").toMatch(/^__Host-sid=.*;\s*Secure/i);
    for (const scheme of ["javascript", "ftp", "HTTPS", "https, ftp", "https x"]) {
      for (const path of ["/api/fabrics", "/", "/fabrics"]) {
        const answer = await request(path, {
          base: server.url,
          from: proxy,
          headers: { "x-forwarded-proto": scheme },
        });
        expect(answer.status, `${scheme} ${path}`).toBe(400);
        expect(answer.text, `${scheme} ${path}`).not.toContain(scheme);
      }
    }
    expect(server.logs()).not.toMatch(/"level":(50|60)/);
  });
});

describe("TRUST_PROXY=<address>: only that proxy is believed", () => {
  let server: RunningServer;
  const proxy = ipFor("trust-proxy-address");

  beforeAll(async () => {
    server = await startServer(PORTS.spare3, { TRUST_PROXY: `${proxy},192.0.2.0/24`, FORM_RATE_LIMIT: "5" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("a client connecting directly is not a proxy: its X-Forwarded-For is ignored", async () => {
    const direct = ipFor("trust-proxy-direct");
    expect(await nine((i) => post(server, direct, { "x-forwarded-for": `10.0.0.${i}` }))).toEqual(LIMITED);
    const spoofed = ipFor("trust-proxy-direct-2");
    expect(await nine((i) => post(server, spoofed, { "x-forwarded-for": `spoofed-${i}, ${proxy}` }))).toEqual(
      LIMITED,
    );
    // Nor is its X-Forwarded-Proto believed.
    const answer = await request("/api/fabrics", {
      base: server.url,
      from: direct,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  test("through the named proxy, the address it appended is the client", async () => {
    const real = "198.51.100.9";
    expect(await nine((i) => post(server, proxy, { "x-forwarded-for": `spoofed-${i}, ${real}` }))).toEqual(
      LIMITED,
    );
    expect((await post(server, proxy, { "x-forwarded-for": "198.51.100.10" })).status).toBe(201);
  });
});

describe("TRUST_PROXY=true", () => {
  test("is refused at start with a message that says what to write instead", async () => {
    let failure = "";
    try {
      const server = await startServer(PORTS.spare3, { TRUST_PROXY: "true" });
      await server.stop();
    } catch (error) {
      failure = String((error as Error).message);
    }
    expect(failure).toMatch(/server exited/);
    expect(failure).toMatch(/TRUST_PROXY/);
    expect(failure).toMatch(/number of proxies|hop/i);
    expect(failure).toMatch(/TRUST_PROXY=1/);
  });
});
