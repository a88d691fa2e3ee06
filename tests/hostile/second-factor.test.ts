// The second factor as an attacker who has the password meets it: codes guessed at speed,
// replayed, or skipped. A server of its own, since its admin enrols. Codes are computed here
// (RFC 6238, HMAC-SHA-1, 30 s, 6 digits) from the secret the enrolment answer shows.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PORTS } from "./support/global-setup";
import { type Answer, ipFor, json, request } from "./support/http";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(PORTS.spare);
});
afterAll(async () => {
  await server?.stop();
});

function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
}

function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32(secret)).update(counter).digest();
  const offset = digest[19]! & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
const step = () => Math.floor(Date.now() / 30_000);

const login = (from: string, code?: string, password = server.admin.password, cookie?: string) =>
  request("/api/auth/login", {
    method: "POST",
    base: server.url,
    from,
    cookie,
    ...json({ username: server.admin.username, password, ...(code === undefined ? {} : { code }) }),
  });
const cookiesOf = (answer: Answer) =>
  (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

describe("two-step verification", () => {
  let secret = "";
  let recovery: string[] = [];
  /** The device cookie of the browser that enrolled. */
  let device = "";

  test("enrolment needs a session, the CSRF token and a right code; recovery codes are shown once", async () => {
    const from = ipFor("enrol");
    expect(
      (await request("/api/auth/second-factor/setup", { method: "POST", base: server.url, from })).status,
    ).toBe(401);
    const first = await login(from);
    const cookie = cookiesOf(first);
    device = cookie
      .split("; ")
      .filter((c) => c.startsWith("device-"))
      .join("; ");
    const csrf = first.json.data.csrfToken as string;
    const call = (path: string, body?: unknown, token = csrf) =>
      request(path, {
        method: "POST",
        base: server.url,
        from,
        cookie,
        headers: { "content-type": "application/json", ...(token ? { "x-csrf-token": token } : {}) },
        body: JSON.stringify(body ?? {}),
      });
    expect((await call("/api/auth/second-factor/setup", undefined, "")).status).toBe(403);
    const setup = await call("/api/auth/second-factor/setup");
    expect(setup.status).toBe(200);
    secret = setup.json.data.secret;
    expect(setup.json.data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // An SVG QR code with nothing active in it.
    const svg = Buffer.from(setup.json.data.qr_code.split(",")[1], "base64").toString();
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    expect((await call("/api/auth/second-factor", { code: "12345" })).status).toBe(400);
    const on = await call("/api/auth/second-factor", { code: totp(secret, step()) });
    expect(on.status).toBe(201);
    recovery = on.json.data.recovery_codes;
    expect(recovery).toHaveLength(10);
    const status = await request("/api/auth/second-factor", { base: server.url, from, cookie });
    expect(status.json.data).toEqual({
      enabled: true,
      enabled_at: expect.any(String),
      recovery_codes_left: 10,
    });
    expect(status.text).not.toContain(secret);
    expect(status.text).not.toContain(recovery[0]);
  });

  test("the right password alone opens no session", async () => {
    const answer = await login(ipFor("no-code"));
    expect(answer.status).toBe(401);
    expect(answer.json.error.code).toBe("second_factor_required");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  test("a code is taken once: replayed at once it is refused", async () => {
    const code = totp(secret, step() + 1);
    const answers = await Promise.all([login(ipFor("replay-a"), code), login(ipFor("replay-b"), code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  test("40 parallel code guesses with the right password: at most the limit are checked, the rest 429", async () => {
    const from = ipFor("code-guesser");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(from, String(100000 + i * 7919).slice(0, 6))),
    );
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((a) => a.status === 401 || a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
  });

  test("a recovery code works once, whatever its case and spacing", async () => {
    // The guesses above locked the account for browsers it has not seen; the enrolling one has.
    const spaced = recovery[0]!.toUpperCase().replace(/-/g, " ");
    expect((await login(ipFor("recovery-stranger"), spaced)).status).toBe(429);
    const first = await login(ipFor("enrol"), spaced, server.admin.password, device);
    expect(first.status).toBe(200);
    const again = await login(ipFor("enrol"), recovery[0], server.admin.password, device);
    expect(again.status).toBe(401);
    expect(again.json.error.code).toBe("invalid_code");
  });
});
