// Sessions and login: forged, expired, reused and fixated sessions; brute force per account and
// per client IP (5 failures per 15 min, then 429 with Retry-After), path variants included.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { admin, ipFor, json, login, request, type Session, snapshot } from "./support/http";
import { PORTS } from "./support/global-setup";
import { type RunningServer, startServer } from "./support/server";

let session: Session;

beforeAll(async () => {
  session = await login();
});

const me = (cookie: string, base?: string) => request("/api/auth/me", { cookie, base });

describe("forged sessions", () => {
  test("random, empty, overlong and malformed session cookies are all 401", async () => {
    const forged = [
      `sid=${randomBytes(32).toString("base64url")}`,
      "sid=",
      `sid=${"A".repeat(5000)}`,
      "sid=' OR '1'='1",
      "sid=%00",
      `sid=${session.token.slice(0, -1)}${session.token.endsWith("A") ? "B" : "A"}`,
      `__Host-sid=${session.token}x`,
      "sid=null; sid=undefined",
    ];
    for (const cookie of forged) {
      const answer = await me(cookie);
      expect(answer.status, cookie.slice(0, 40)).toBe(401);
      expect(answer.json?.data).toBeUndefined();
    }
  });

  test("a session token sent anywhere but the cookie is not a session", async () => {
    const token = session.token;
    const tries = [
      request(`/api/auth/me?sid=${token}`),
      request("/api/auth/me", { headers: { authorization: `Bearer ${token}` } }),
      request("/api/auth/me", { headers: { "x-session": token, "x-csrf-token": session.csrf } }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.status).toBe(401);
  });

  test("no answer carries the session token after login, and admin answers are not cached", async () => {
    const answer = await admin(session, "/api/auth/me");
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(session.token);
    expect(answer.headers["cache-control"]).toContain("no-store");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });
});

describe("one reading of the session cookie", () => {
  // The public cache must never keep what a session sees. If it decided "no session" by another
  // reading of the Cookie header than the session lookup's, an admin answer would be stored and
  // served to visitors: `?lng=all` (every language, admins only; 401 for a visitor) is one.
  test("`sid =token` and other spellings the cookie parser accepts never put an admin answer in the public cache", async () => {
    const own = await login(ipFor("one-parser"));
    const spellings = [`sid =${own.token}`, `sid\t=${own.token}`, ` sid = ${own.token}`, `theme=dark;sid =${own.token}`];
    for (const [i, cookie] of spellings.entries()) {
      // The session lookup accepts the spelling: this is an admin.
      expect((await me(cookie)).status, JSON.stringify(cookie)).toBe(200);
      for (const path of [`/api/fabrics?lng=all&probe=${i}`, `/api/contact-info?lng=all&probe=${i}`, `/api/countries?lng=all&probe=${i}`]) {
        const asAdmin = await request(path, { cookie });
        expect(asAdmin.status, `${JSON.stringify(cookie)} ${path}`).toBe(200);
        // The next visitor without a session gets the visitor's answer, not the admin's.
        const visitor = await request(path);
        expect(visitor.status, `visitor after ${JSON.stringify(cookie)} ${path}`).toBe(401);
        expect(visitor.text, path).not.toContain('"en":');
      }
    }
  });
});

describe("session cookie", () => {
  test("login issues an httpOnly SameSite=Strict cookie of at least 128 random bits", async () => {
    const empty = await request("/api/auth/login", { method: "POST", from: ipFor("cookie-flags"), ...json({}) });
    expect(empty.status).toBe(400);
    expect(empty.headers["set-cookie"]).toBeUndefined();
    const a = await login(ipFor("cookie-a"));
    const b = await login(ipFor("cookie-b"));
    expect(a.token).not.toBe(b.token);
    // base64url: 6 bits a character.
    expect(a.token.length * 6).toBeGreaterThanOrEqual(128);
    const raw = await request("/api/auth/login", {
      method: "POST",
      from: ipFor("cookie-c"),
      ...json({ username: inject("hostileAdmin").username, password: inject("hostileAdmin").password }),
    });
    const cookie = raw.headers["set-cookie"]?.[0] ?? "";
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(raw.headers["cache-control"]).toContain("no-store");
  });

  test("fixation: a session id planted before login is never the one that is authenticated", async () => {
    const planted = randomBytes(32).toString("base64url");
    const { username, password } = inject("hostileAdmin");
    const answer = await request("/api/auth/login", {
      method: "POST",
      from: ipFor("fixation"),
      cookie: `sid=${planted}`,
      ...json({ username, password }),
    });
    expect(answer.status).toBe(200);
    const issued = (answer.headers["set-cookie"]?.[0] ?? "").split(";")[0]!.split("=")[1];
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(planted);
    expect((await me(`sid=${planted}`)).status).toBe(401);
    expect((await me(`sid=${issued}`)).status).toBe(200);
  });

  test("reuse after logout: the old cookie and its CSRF token are dead on the server", async () => {
    const own = await login(ipFor("logout"));
    expect((await me(own.cookie)).status).toBe(200);
    const out = await admin(own, "/api/auth/logout", { method: "POST" });
    expect(out.status).toBe(204);
    expect(out.headers["set-cookie"]?.[0] ?? "").toMatch(/sid=;|Expires=Thu, 01 Jan 1970/i);
    // A copy of the cookie kept by an attacker is refused, for reads and for changes.
    const before = await snapshot(session);
    expect((await me(own.cookie)).status).toBe(401);
    const change = await admin(own, "/api/contact-info", { method: "PUT", ...json({ address: "pwned" }) });
    expect(change.status).toBe(401);
    expect(await snapshot(session)).toEqual(before);
  });

  describe("expiry (a server with short idle and absolute lifetimes)", () => {
    let short: RunningServer;
    beforeAll(async () => {
      short = await startServer(PORTS.spare, { SESSION_IDLE_MS: "1500", SESSION_ABSOLUTE_MS: "4000" });
    });
    afterAll(async () => {
      await short?.stop();
    });

    async function shortLogin(label: string) {
      const answer = await request("/api/auth/login", {
        method: "POST",
        base: short.url,
        from: ipFor(label),
        ...json({ username: short.admin.username, password: short.admin.password }),
      });
      expect(answer.status).toBe(200);
      return (answer.headers["set-cookie"]?.[0] ?? "").split(";")[0]!;
    }
    const until = async (check: () => Promise<boolean>, ms: number) => {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        if (await check()) return true;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    };

    test("an idle session expires", async () => {
      const cookie = await shortLogin("idle");
      expect((await me(cookie, short.url)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1700));
      expect((await me(cookie, short.url)).status).toBe(401);
    });

    test("an active session still ends at its absolute expiry", async () => {
      const cookie = await shortLogin("absolute");
      // Used every 250 ms (never idle), it must still end within its absolute lifetime.
      const ended = await until(async () => (await me(cookie, short.url)).status === 401, 8000);
      expect(ended).toBe(true);
    });
  });
});

describe("login brute force", () => {
  const attempt = (path: string, username: string, from: string, password = "wrong-password-1") =>
    request(path, { method: "POST", from, ...json({ username, password }) });

  test("per client IP: 5 failures, then 429 with Retry-After, for any account", async () => {
    const ip = ipFor("brute-ip");
    for (let i = 0; i < 5; i++) expect((await attempt("/api/auth/login", `user${i}`, ip)).status).toBe(401);
    const blocked = await attempt("/api/auth/login", "someone-else", ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
    // Even the right password is refused from that IP while blocked, and no session is made.
    const { username, password } = inject("hostileAdmin");
    const right = await attempt("/api/auth/login", username, ip, password);
    expect(right.status).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
  });

  test("per account: 5 failures from 5 IPs, then 429 from a sixth", async () => {
    const victim = `victim-${randomBytes(3).toString("hex")}`;
    for (let i = 0; i < 5; i++) expect((await attempt("/api/auth/login", victim, ipFor(`acct-${victim}-${i}`))).status).toBe(401);
    const blocked = await attempt("/api/auth/login", victim, ipFor(`acct-${victim}-6`));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Case and spaces around the name are the same account.
    expect((await attempt("/api/auth/login", ` ${victim.toUpperCase()} `, ipFor(`acct-${victim}-7`))).status).toBe(429);
  });

  test("path variants of the login route count on the same counter", async () => {
    const ip = ipFor("brute-variants");
    const paths = ["/api/auth/Login", "/api/auth/login/", "//api/auth/login", "/API/AUTH/LOGIN", "/api/auth/%6cogin"];
    for (const path of paths) expect((await attempt(path, "variant-user", ip)).status, path).toBe(401);
    for (const path of ["/api/auth/login", ...paths]) expect((await attempt(path, "variant-user", ip)).status, path).toBe(429);
  });

  test("unknown user and wrong password get the same answer", async () => {
    const { username } = inject("hostileAdmin");
    const unknown = await attempt("/api/auth/login", `nobody-${randomBytes(3).toString("hex")}`, ipFor("same-a"));
    const wrong = await attempt("/api/auth/login", username, ipFor("same-b"));
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.json.error.code).toBe(unknown.json.error.code);
    expect(wrong.json.error.message).toBe(unknown.json.error.message);
  });
});
