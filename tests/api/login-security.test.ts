import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts } from "../../server/db/schema";
import { base32Decode, stepAt, totpCode } from "../../server/modules/auth/totp";
import { upsertAdmin } from "../../server/modules/auth/accounts";
import { createTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: "5" });
});
afterEach(async () => {
  await t.close();
});

const PASSWORD = "the right passphrase";

type Jar = Map<string, string>;
const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** A login as a browser sends it, from one address, keeping the cookies it is given. */
async function attempt(username: string, password: string, ip: string, jar: Jar = new Map(), code?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    headers: jar.size ? { cookie: cookieHeader(jar) } : {},
    payload: { username, password, ...(code === undefined ? {} : { code }) },
  });
  for (const c of res.cookies) jar.set(c.name, c.value);
  return res;
}

describe("login throttle", () => {
  it("counts parallel guesses before checking them: at most the limit are checked", async () => {
    await upsertAdmin(t.ctx.db, "deniz", PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt("deniz", i === 39 ? PASSWORD : `wrong guess ${i}`, "10.1.0.1"),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    // Only checked attempts were written; the refused ones hashed nothing and left no row.
    const [row] = await t.ctx.db.select({ n: count() }).from(loginAttempts);
    expect(row!.n).toBeLessThanOrEqual(5);
  });

  it("a browser that logged in before keeps logging in while strangers lock the account", async () => {
    await upsertAdmin(t.ctx.db, "selin", PASSWORD);
    const staff: Jar = new Map();
    expect((await attempt("selin", PASSWORD, "10.2.0.1", staff)).statusCode).toBe(200);
    const device = [...staff.keys()].find((name) => name.startsWith("device-"));
    expect(device).toBeTruthy();
    // Strangers from many addresses: the account locks for every client without a device cookie.
    for (let i = 0; i < 10; i++) await attempt("selin", "guess", `10.3.0.${i}`);
    expect((await attempt("selin", PASSWORD, "10.3.1.1")).statusCode).toBe(429);
    // The staff's browser, from anywhere, with the right password.
    expect((await attempt("selin", PASSWORD, "10.2.0.9", staff)).statusCode).toBe(200);
  });

  it("a device cookie that keeps failing is locked on its own; the account stays open to other devices", async () => {
    await upsertAdmin(t.ctx.db, "umut", PASSWORD);
    const thief: Jar = new Map();
    const owner: Jar = new Map();
    expect((await attempt("umut", PASSWORD, "10.4.0.1", thief)).statusCode).toBe(200);
    expect((await attempt("umut", PASSWORD, "10.4.0.2", owner)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await attempt("umut", "guess", "10.4.0.1", thief)).statusCode).toBe(401);
    expect((await attempt("umut", PASSWORD, "10.4.0.1", thief)).statusCode).toBe(429);
    expect((await attempt("umut", PASSWORD, "10.4.0.3", owner)).statusCode).toBe(200);
    expect((await attempt("umut", PASSWORD, "10.4.0.4")).statusCode).toBe(200);
  });

  it("a device cookie of another account, or a forged one, is no device cookie", async () => {
    await upsertAdmin(t.ctx.db, "ela", PASSWORD);
    await upsertAdmin(t.ctx.db, "mert", PASSWORD);
    const jar: Jar = new Map();
    expect((await attempt("ela", PASSWORD, "10.5.0.1", jar)).statusCode).toBe(200);
    const [name, value] = [...jar].find(([n]) => n.startsWith("device-"))!;
    for (let i = 0; i < 5; i++) await attempt("mert", "guess", `10.5.1.${i}`);
    // Ela's cookie under Mert's cookie name does not verify: Mert's account stays locked to it.
    const borrowed: Jar = new Map([[name.replace(/device-.*/, "device-x"), value]]);
    expect((await attempt("mert", PASSWORD, "10.5.2.1", borrowed)).statusCode).toBe(429);
    const forged: Jar = new Map([[name, `${value.split(".")[0]}.AAAA`]]);
    for (let i = 0; i < 5; i++) await attempt("ela", "guess", `10.5.3.${i}`);
    expect((await attempt("ela", PASSWORD, "10.5.4.1", forged)).statusCode).toBe(429);
    expect((await attempt("ela", PASSWORD, "10.5.4.2", jar)).statusCode).toBe(200);
  });
});

async function session(username: string, ip = "10.9.0.1") {
  const jar: Jar = new Map();
  const res = await attempt(username, PASSWORD, ip, jar);
  expect(res.statusCode).toBe(200);
  return { jar, headers: { cookie: cookieHeader(jar), "x-csrf-token": res.json().data.csrfToken as string } };
}

describe("password change", () => {
  it("throttles the current-password check like a login", async () => {
    await upsertAdmin(t.ctx.db, "arda", PASSWORD);
    const { headers } = await session("arda");
    const change = (current: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/auth/password",
        headers,
        payload: { current_password: current, new_password: "an entirely new passphrase" },
      });
    for (let i = 0; i < 5; i++) {
      const res = await change(`guess ${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.current_password).toBe("invalid");
    }
    const locked = await change(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("names why a new password is refused", async () => {
    await upsertAdmin(t.ctx.db, "berk", PASSWORD);
    const { headers } = await session("berk");
    const cases: Array<[string, string]> = [
      ["berk1234", "contains_username"],
      ["aaaaaaaa", "repetitive"],
      ["password", "too_common"],
      ["12345678", "too_common"],
      ["        ", "repetitive"],
    ];
    for (const [next, reason] of cases) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/auth/password",
        headers,
        payload: { current_password: PASSWORD, new_password: next },
      });
      expect(res.statusCode, next).toBe(400);
      expect(res.json().error.fields.new_password, next).toBe(reason);
    }
  });
});

describe("two-step verification", () => {
  const codeAt = (secret: string, ms: number) => totpCode(base32Decode(secret), stepAt(ms));
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: "POST", url, headers, payload });

  async function enrol(username: string) {
    await upsertAdmin(t.ctx.db, username, PASSWORD);
    const { headers } = await session(username);
    const setup = await t.app.inject({ method: "POST", url: "/api/auth/second-factor/setup", headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_code } = setup.json().data;
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await post("/api/auth/second-factor", headers, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    const ok = await post("/api/auth/second-factor", headers, { code: codeAt(secret, Date.now() - 30_000) });
    expect(ok.statusCode).toBe(201);
    const codes: string[] = ok.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    return { secret, codes, headers };
  }

  it("asks for a code once enrolled, takes each code once, and spends recovery codes", async () => {
    const { secret, codes, headers } = await enrol("nehir");
    const status = await t.app.inject({ method: "GET", url: "/api/auth/second-factor", headers });
    expect(status.json().data).toMatchObject({ enabled: true, recovery_codes_left: 10 });

    const bare = await attempt("nehir", PASSWORD, "10.6.0.1");
    expect(bare.statusCode).toBe(401);
    expect(bare.json().error.code).toBe("second_factor_required");
    expect(bare.cookies.find((c) => c.name === "sid")).toBeUndefined();
    // A wrong password with a code is still just wrong credentials.
    expect(
      (await attempt("nehir", "guess", "10.6.0.2", new Map(), codeAt(secret, Date.now()))).json().error.code,
    ).toBe("invalid_credentials");

    const code = codeAt(secret, Date.now());
    expect((await attempt("nehir", PASSWORD, "10.6.0.3", new Map(), code)).statusCode).toBe(200);
    // The same code again (replayed) is refused.
    const replay = await attempt("nehir", PASSWORD, "10.6.0.4", new Map(), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe("invalid_code");

    const recovery = codes[3]!.toUpperCase();
    expect((await attempt("nehir", PASSWORD, "10.6.0.5", new Map(), recovery)).statusCode).toBe(200);
    expect((await attempt("nehir", PASSWORD, "10.6.0.6", new Map(), recovery)).statusCode).toBe(401);
    const after = await t.app.inject({ method: "GET", url: "/api/auth/second-factor", headers });
    expect(after.json().data.recovery_codes_left).toBe(9);
  });

  it("counts wrong codes as failed logins", async () => {
    await enrol("irem");
    for (let i = 0; i < 5; i++) {
      const res = await attempt("irem", PASSWORD, `10.7.0.${i}`, new Map(), String(100000 + i));
      expect(res.statusCode).toBe(401);
    }
    expect((await attempt("irem", PASSWORD, "10.7.1.1", new Map(), "123456")).statusCode).toBe(429);
  });

  it("turns off with the current password only", async () => {
    const { headers } = await enrol("kerem");
    const wrong = await post("/api/auth/second-factor/disable", headers, { current_password: "guess" });
    expect(wrong.statusCode).toBe(400);
    const off = await post("/api/auth/second-factor/disable", headers, { current_password: PASSWORD });
    expect(off.statusCode).toBe(204);
    expect((await attempt("kerem", PASSWORD, "10.8.0.1")).statusCode).toBe(200);
  });

  it("needs a session and the CSRF token", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/second-factor/setup" })).statusCode).toBe(
      401,
    );
    await upsertAdmin(t.ctx.db, "oya", PASSWORD);
    const { headers } = await session("oya");
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/auth/second-factor/setup",
      headers: { cookie: headers.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });
});
