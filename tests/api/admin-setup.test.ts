// The admin set-up every start runs (server/main.ts → ensureAdmin): it creates the admin of
// ADMIN_USERNAME/ADMIN_PASSWORD when missing and changes nothing when the password matches, so a
// restart, a deploy or a second process logs nobody out.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../server/db/schema";
import { ensureAdmin } from "../../server/modules/auth";
import { createTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const passphrase = () => `a long set-up passphrase ${randomBytes(6).toString("hex")}`;
const withAdmin = (adminUsername: string, adminPassword: string) => ({
  ...t.ctx.config,
  adminUsername,
  adminPassword,
});

async function login(username: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return `sid=${res.cookies.find((c) => c.name === "sid")!.value}`;
}
const me = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode;

describe("admin set-up at start", () => {
  it("creates the admin when missing; the same password again changes nothing and ends no session", async () => {
    const username = `setup-${randomBytes(3).toString("hex")}`;
    const password = passphrase();
    expect(await ensureAdmin(t.ctx.db, withAdmin(username, password))).toEqual({ username });
    const cookie = await login(username, password);
    const [before] = await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.username, username));

    // A restart, or a second process starting with the same environment.
    await ensureAdmin(t.ctx.db, withAdmin(username, password));
    const [after] = await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.username, username));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(await me(cookie)).toBe(200);
  });

  it("sets a changed ADMIN_PASSWORD and ends that admin's sessions, as a reset does", async () => {
    const username = `setup-${randomBytes(3).toString("hex")}`;
    const first = passphrase();
    await ensureAdmin(t.ctx.db, withAdmin(username, first));
    const cookie = await login(username, first);
    const second = passphrase();
    await ensureAdmin(t.ctx.db, withAdmin(username, second));
    expect(await me(cookie)).toBe(401);
    await login(username, second);
  });

  it("two processes setting up the same new admin at once: one row, no error", async () => {
    const username = `setup-${randomBytes(3).toString("hex")}`;
    const password = passphrase();
    await Promise.all([
      ensureAdmin(t.ctx.db, withAdmin(username, password)),
      ensureAdmin(t.ctx.db, withAdmin(username, password)),
    ]);
    expect(await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.username, username))).toHaveLength(1);
  });

  it("without ADMIN_* a database that has an admin gets no new one", async () => {
    expect(
      await ensureAdmin(t.ctx.db, { ...t.ctx.config, adminUsername: undefined, adminPassword: undefined }),
    ).toBeNull();
  });
});
