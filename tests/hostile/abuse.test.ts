// Abuse of the public forms and of the HTTP layer: per-IP form limits, the honeypot, spoofed
// proxy headers (TRUST_PROXY is off), request smuggling and a forged Host header.
import net from "node:net";
import { beforeAll, describe, expect, test } from "vitest";
import { baseUrl, contact, ipFor, json, login, multipart, request, type Session, snapshot } from "./support/http";

let session: Session;

beforeAll(async () => {
  session = await login();
});

const careers = (from: string, extra: { name: string; value: string }[] = [], headers: Record<string, string> = {}) => {
  const body = multipart([
    { name: "full_name", value: "Rate Limited" },
    { name: "email", value: "rl@example.com" },
    { name: "position", value: "Weaver" },
    ...extra,
  ]);
  return request("/api/careers", { method: "POST", from, body: body.body, headers: { ...body.headers, ...headers } });
};

describe("public forms", () => {
  test("contact: 5 messages per IP, then 429 with Retry-After; the 6th is not stored", async () => {
    const label = "rate-contact";
    for (let i = 0; i < 5; i++) expect((await contact({ message: `m${i}` }, label)).status).toBe(201);
    const before = await snapshot(session);
    const sixth = await contact({ message: "sixth" }, label);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(await snapshot(session)).toEqual(before);
    // Another IP is not affected.
    expect((await contact({ message: "other ip" }, `${label}-other`)).status).toBe(201);
  });

  test("careers: 5 applications per IP, then 429; the 6th is not stored", async () => {
    const ip = ipFor("rate-careers");
    for (let i = 0; i < 5; i++) expect((await careers(ip)).status).toBe(201);
    const before = await snapshot(session);
    const sixth = await careers(ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(await snapshot(session)).toEqual(before);
  });

  test("spoofed X-Forwarded-For / X-Real-IP do not reset the per-IP form limit", async () => {
    const ip = ipFor("rate-spoof");
    const spoof = (i: number) => ({
      "x-forwarded-for": `203.0.113.${i}`,
      "x-real-ip": `198.51.100.${i}`,
      forwarded: `for=192.0.2.${i}`,
      "true-client-ip": `192.0.2.${i}`,
    });
    for (let i = 0; i < 5; i++) {
      const answer = await request("/api/contact-messages", { method: "POST", from: ip, headers: { "content-type": "application/json", ...spoof(i) }, body: JSON.stringify({ full_name: "S", email: "s@example.com", message: "m" }) });
      expect(answer.status).toBe(201);
    }
    const before = await snapshot(session);
    const sixth = await request("/api/contact-messages", { method: "POST", from: ip, headers: { "content-type": "application/json", ...spoof(99) }, body: JSON.stringify({ full_name: "S", email: "s@example.com", message: "m" }) });
    expect(sixth.status).toBe(429);
    expect(await snapshot(session)).toEqual(before);
  });

  test("spoofed proxy headers do not reset the per-IP login limit", async () => {
    const ip = ipFor("login-spoof");
    for (let i = 0; i < 5; i++) {
      const answer = await request("/api/auth/login", { method: "POST", from: ip, ...json({ username: `spoof${i}`, password: "wrong-password" }), headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` } });
      expect(answer.status).toBe(401);
    }
    const answer = await request("/api/auth/login", { method: "POST", from: ip, headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.200", "x-real-ip": "203.0.113.201" }, body: JSON.stringify({ username: "spoof9", password: "x" }) });
    expect(answer.status).toBe(429);
  });

  test("a filled honeypot is refused without naming the field, and nothing is stored", async () => {
    const before = await snapshot(session);
    for (const website of ["http://spam.example", "x", " y "]) {
      const answer = await contact({ website }, `honeypot-${website}`);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json.error.fields ?? {})).not.toContain("website");
      const application = await careers(ipFor(`honeypot-careers-${website}`), [{ name: "website", value: website }]);
      expect(application.status).toBe(400);
    }
    expect(await snapshot(session)).toEqual(before);
  });
});

/** Bytes written straight to a socket; the first line of the answer (or the socket error). */
function raw(bytes: string): Promise<string> {
  const url = new URL(baseUrl());
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress: ipFor("raw") }, () => socket.end(bytes));
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("close", () => resolve(data));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(`ERROR ${error.code}`));
  });
}

describe("HTTP layer", () => {
  test("request smuggling shapes (CL+TE, two lengths, odd chunking, bare LF) are refused", async () => {
    const before = await snapshot(session);
    const smuggled = "GET /api/dashboard HTTP/1.1\r\nHost: x\r\n\r\n";
    const cases = [
      `POST /api/contact-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${smuggled}`,
      'POST /api/contact-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 60\r\n\r\n{}',
      "POST /api/contact-messages HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n",
      "POST /api/contact-messages HTTP/1.1\r\nHost: x\r\nTransfer-Encoding:\tchunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n",
      "GET /api/fabrics HTTP/1.1\nHost: x\n\n",
      "GET /api/fabrics HTTP/1.1\r\n folded: header\r\nHost: x\r\n\r\n",
    ];
    for (const bytes of cases) {
      const answer = await raw(bytes);
      const first = answer.split("\r\n")[0] ?? "";
      expect(first, bytes.slice(0, 60)).toMatch(/^HTTP\/1\.1 4\d\d|^ERROR|^$/);
      // The smuggled admin request is never answered as a second response.
      expect(answer.match(/HTTP\/1\.1 /g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(answer).not.toContain('"counts"');
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("oversized headers and URLs are refused (431/414/400), never a 500", async () => {
    const header = await raw(`GET /api/fabrics HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`);
    expect(header.split("\r\n")[0]).toMatch(/^HTTP\/1\.1 4\d\d|^ERROR/);
    const url = await raw(`GET /api/fabrics?q=${"a".repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(url.split("\r\n")[0]).toMatch(/^HTTP\/1\.1 4\d\d|^ERROR/);
    const cookies = await request("/api/auth/me", { headers: { cookie: Array.from({ length: 300 }, (_, i) => `c${i}=${"v".repeat(20)}`).join("; ") } });
    expect(cookies.status).toBeLessThan(500);
  });

  test("a forged Host or X-Forwarded-Host never reaches what other visitors get", async () => {
    for (const path of ["/", "/fabrics", "/exhibitions", "/contact", "/sitemap.xml", "/robots.txt"]) {
      await request(path, { headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
      await request(path, { headers: { "x-forwarded-host": "evil.example" } });
      const clean = await request(path);
      expect(clean.status, path).toBe(200);
      expect(clean.text, path).not.toContain("evil.example");
      expect(clean.headers.location ?? "", path).not.toContain("evil.example");
    }
    // Without TRUST_PROXY, X-Forwarded-Host does not even reach the page it was sent with.
    const forwarded = await request("/fabrics", { headers: { "x-forwarded-host": "evil.example" } });
    expect(forwarded.text).not.toContain("evil.example");
  });
});
