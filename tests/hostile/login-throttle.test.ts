// Login guessing at speed and account lockout (OWASP device cookies). A server of its own with
// the default limit (5 failures per 15 min): this file locks its admin out on purpose.
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

const LIMIT = 5;

function attempt(password: string, from: string, cookie?: string, username = server.admin.username) {
  return request("/api/auth/login", {
    method: "POST",
    base: server.url,
    from,
    cookie,
    ...json({ username, password }),
  });
}

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;
/** The cookies a login set, as a browser sends them back. */
const cookiesOf = (answer: Answer) =>
  (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

describe("passwords", () => {
  async function session(from: string) {
    const answer = await attempt(server.admin.password, from);
    expect(answer.status).toBe(200);
    return { cookie: cookiesOf(answer), csrf: answer.json.data.csrfToken as string };
  }
  const change = (own: { cookie: string; csrf: string }, current: string, next: string, from: string) =>
    request("/api/auth/password", {
      method: "PUT",
      base: server.url,
      from,
      cookie: own.cookie,
      headers: { "content-type": "application/json", "x-csrf-token": own.csrf },
      body: JSON.stringify({ current_password: current, new_password: next }),
    });

  test("easily guessed new passwords are refused with the reason; the password stays as it was", async () => {
    const from = ipFor("weak-passwords");
    const own = await session(from);
    const name = server.admin.username;
    const cases: Array<[string, string]> = [
      ["aaaaaaaa", "repetitive"],
      ["        ", "repetitive"],
      ["password", "too_common"],
      ["12345678", "too_common"],
      [`${name}123`, "contains_username"],
      [`${name.toUpperCase()}2024`, "contains_username"],
      ["qwertyuiop", "too_common"],
    ];
    for (const [next, reason] of cases) {
      const answer = await change(own, server.admin.password, next, from);
      expect(answer.status, JSON.stringify(next)).toBe(400);
      expect(answer.json.error.fields.new_password, JSON.stringify(next)).toBe(reason);
    }
    expect((await attempt(server.admin.password, ipFor("weak-passwords-after"))).status).toBe(200);
  });

  test("the current password of a password change is throttled like a login", async () => {
    const from = ipFor("current-guesser");
    const own = await session(from);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(own, `current guess ${i}`, "an entirely new passphrase", from),
      ),
    );
    expect(count(answers, 400)).toBeLessThanOrEqual(LIMIT);
    expect(count(answers, 429)).toBe(20 - count(answers, 400));
    // Locked: even the right current password waits; the password did not change.
    expect((await change(own, server.admin.password, "an entirely new passphrase", from)).status).toBe(429);
    expect((await attempt(server.admin.password, ipFor("current-guesser-after"))).status).toBe(200);
  });
});

describe("login guessing", () => {
  let staffCookie = "";

  test("the staff's browser has logged in before: it holds an HttpOnly device cookie", async () => {
    const first = await attempt(server.admin.password, ipFor("staff-office"));
    expect(first.status).toBe(200);
    const device = (first.headers["set-cookie"] ?? []).find((c) => c.startsWith("device-"));
    expect(device).toBeTruthy();
    expect(device).toMatch(/;\s*HttpOnly/i);
    expect(device).toMatch(/;\s*SameSite=Strict/i);
    expect(device).toMatch(/;\s*Max-Age=\d{7,}/i);
    expect(device).not.toContain(server.admin.username);
    staffCookie = cookiesOf(first)
      .split("; ")
      .filter((c) => c.startsWith("device-"))
      .join("; ");
  });

  test("40 parallel wrong guesses: at most the limit are checked (401), the rest are 429", async () => {
    const from = ipFor("parallel-guesser");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`wrong guess ${i}`, from)),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(LIMIT);
    expect(count(answers, 429)).toBe(40 - count(answers, 401));
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  test("40 more from 40 addresses do not reopen the account, not even for the right password", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`another guess ${i}`, ipFor(`spread-guesser-${i}`))),
    );
    expect(count(answers, 429)).toBe(40);
    const right = await attempt(server.admin.password, ipFor("fresh-stranger"));
    expect(right.status).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
  });

  test("meanwhile the browser that logged in before still logs in with the right password", async () => {
    expect(staffCookie).not.toBe("");
    const answer = await attempt(server.admin.password, ipFor("staff-home"), staffCookie);
    expect(answer.status).toBe(200);
    expect(answer.json.data.user.username).toBe(server.admin.username);
  });

  test("a copied device cookie that keeps failing is locked on its own", async () => {
    const stolen = staffCookie;
    const thief = ipFor("cookie-thief");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(`thief guess ${i}`, thief, stolen)),
    );
    expect(count(answers, 401)).toBeLessThanOrEqual(LIMIT);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(12 - LIMIT);
    // That cookie is now locked, even with the right password.
    expect((await attempt(server.admin.password, thief, stolen)).status).toBe(429);
  });

  test("a forged or altered device cookie is no device cookie", async () => {
    const [name, value] = staffCookie.split("=");
    const forged = `${name}=${value!.split(".")[0]}.${"A".repeat(43)}`;
    expect((await attempt(server.admin.password, ipFor("forger"), forged)).status).toBe(429);
    const other = `device-0000000000000000=${value}`;
    expect((await attempt(server.admin.password, ipFor("forger-2"), other)).status).toBe(429);
  });
});

describe("a burst of logins", () => {
  test("300 logins at once, each from its own address for its own name: hashes wait in a bounded queue", async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        attempt("burst guess", ipFor(`burst-${i}`), undefined, `burst-user-${i}`),
      ),
    );
    const statuses = new Set(answers.map((a) => a.status));
    // Checked (401) while there is room in the queue; past it, 503 with Retry-After at once.
    expect([...statuses].every((s) => s === 401 || s === 503)).toBe(true);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.json.error.code).toBe("busy");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The refused logins were not counted: the same name and address may try again at once.
    const again = await attempt(
      "burst guess",
      ipFor(`burst-${answers.indexOf(busy[0]!)}`),
      undefined,
      `burst-user-${answers.indexOf(busy[0]!)}`,
    );
    expect(again.status).toBe(401);
    expect((await request("/healthz", { base: server.url })).status).toBe(200);
  });
});
