import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { upsertAdmin } from "../../server/modules/auth/accounts";
import { createTestApp, loginAdmin, type TestApp } from "../helpers/app";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe("admin authentication", () => {
  it("logs in with the right password and answers /me with the CSRF token", async () => {
    const session = await loginAdmin(t, "ayse");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: session.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.username).toBe("ayse");
    expect(me.json().data.csrfToken).toBe(session.csrfToken);
    expect(me.headers["cache-control"]).toBe("no-store");
  });

  it("sets an httpOnly SameSite=Strict cookie and never puts the token in the body", async () => {
    await upsertAdmin(t.ctx.db, "mehmet", "correct horse battery");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "Mehmet", password: "correct horse battery" },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Strict");
    expect(res.body).not.toContain(cookie.value);
  });

  it("answers unknown user and wrong password alike", async () => {
    await upsertAdmin(t.ctx.db, "zeynep", "a long enough secret");
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "zeynep", password: "not the secret" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "nobody", password: "not the secret" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
    expect(wrong.json().error.code).toBe("invalid_credentials");
  });

  it("refuses /me without a session and after logout", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const session = await loginAdmin(t);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: session.headers });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: session.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("refuses a change without the CSRF token (403) or from another origin", async () => {
    const session = await loginAdmin(t);
    const noToken = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: session.cookie } });
    expect(noToken.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...session.headers, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: session.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("throttles a sixth failure within the window per account, path variants included", async () => {
    await t.close();
    t = await createTestApp({ LOGIN_MAX_FAILURES: "5" });
    await upsertAdmin(t.ctx.db, "elif", "the right password");
    const urls = ["/api/auth/login", "/api/auth/Login", "/api/auth/login/", "/api/auth/LOGIN", "/api//auth/login"];
    for (const url of urls) {
      const res = await t.app.inject({ method: "POST", url, payload: { username: "elif", password: "wrong guess!" } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "elif", password: "the right password" },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses common, guessable and short passwords for admins", async () => {
    await expect(upsertAdmin(t.ctx.db, "kaan", "password123")).rejects.toThrow(/common/);
    await expect(upsertAdmin(t.ctx.db, "kaan", "short")).rejects.toThrow(/short/);
    await expect(upsertAdmin(t.ctx.db, "kaan", "kaan1234")).rejects.toThrow(/username/);
    await expect(upsertAdmin(t.ctx.db, "kaan", "aaaaaaaaaaaa")).rejects.toThrow(/repetitive/);
  });

  it("validates the login body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ username: "required", password: "required" });
    expect(res.json().error.requestId).toBeTruthy();
  });
});
