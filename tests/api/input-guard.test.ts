import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAdmin, multipart, type TestApp } from "../helpers/app";

// PostgreSQL text holds no NUL, and the static file servers refuse paths that leave their
// folder: both must answer as client errors, never as a 500.
describe("NUL bytes and refused static paths", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a NUL in a JSON body, a query or a multipart field with 400 naming the field", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "a\u0000b", password: "x" } });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.fields).toEqual({ username: "invalid" });

    const admin = await loginAdmin(t);
    const search = await t.app.inject({ method: "GET", url: "/api/contact-messages?q=%00", headers: admin.headers });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({ q: "invalid" });

    const form = multipart({ full_name: "N\u0000UL", email: "n@example.com", position: "P" });
    const careers = await t.app.inject({ method: "POST", url: "/api/careers", ...form });
    expect(careers.statusCode).toBe(400);
    expect(careers.json().error.fields).toEqual({ full_name: "invalid" });
  });

  it("refuses a lone surrogate (a JSON escape) with 400 naming the field; a whole pair is text", async () => {
    const admin = await loginAdmin(t);
    const put = (body: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/contact-info",
        headers: { ...admin.headers, "content-type": "application/json" },
        payload: body,
      });
    const lone = await put('{"hours_weekday":"\\ud800"}');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error.fields).toEqual({ hours_weekday: "invalid" });
    const pair = await put('{"hours_weekday":"\\ud83e\\uddf5"}');
    expect(pair.statusCode).toBe(200);
  });

  it("answers 404, not 500, for paths that climb out of /uploads", async () => {
    for (const url of ["/uploads/..", "/uploads/%2e%2e/db", "/uploads/..%2f..%2fprivate"]) {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error.code).toBe("not_found");
    }
    expect([400, 404]).toContain((await t.app.inject({ method: "GET", url: "/uploads/%00" })).statusCode);
  });
});
