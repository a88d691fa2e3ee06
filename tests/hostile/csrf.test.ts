// Cross-site request forgery against a logged-in admin: JSON and multipart changes sent from
// another origin, or without the token, are refused (403) and change nothing.
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { PORTS } from "./support/global-setup";
import { admin, ipFor, json, login, loginOn, multipart, request, type Session, snapshot } from "./support/http";
import { type RunningServer, startServer } from "./support/server";
import { makeWorld, pngImage, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "csrf");
});

const CROSS_SITE: Record<string, string>[] = [
  { origin: "https://evil.example" },
  { origin: "null" },
  { origin: "http://127.0.0.1.evil.example" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site" },
  { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
];

describe("CSRF", () => {
  test("JSON changes from another origin are refused even with a valid token", async () => {
    const before = await snapshot(session);
    for (const headers of CROSS_SITE) {
      const put = await admin(session, "/api/contact-info", { method: "PUT", ...json({ address: "csrf" }), headers: { "content-type": "application/json", ...headers } });
      expect(put.status, JSON.stringify(headers)).toBe(403);
      const del = await admin(session, `/api/contact-messages/${world.messageId}`, { method: "DELETE", headers });
      expect(del.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("a change without the CSRF token, or with another session's token, is refused", async () => {
    const other = await login(ipFor("csrf-other"));
    const before = await snapshot(session);
    const tokens: (string | undefined)[] = [undefined, "", other.csrf, `${session.csrf}x`, session.csrf.toUpperCase(), session.token];
    for (const token of tokens) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token !== undefined) headers["x-csrf-token"] = token;
      const answer = await request(`/api/contact-messages/${world.messageId}/status`, {
        method: "PUT",
        cookie: session.cookie,
        headers,
        body: JSON.stringify({ status: "replied" }),
      });
      expect(answer.status, String(token)).toBe(403);
    }
    // The token in the query or the body is not the header.
    const inQuery = await request(`/api/contact-messages/${world.messageId}/status?csrf=${session.csrf}`, {
      method: "PUT",
      cookie: session.cookie,
      ...json({ status: "replied", csrfToken: session.csrf, _csrf: session.csrf }),
    });
    expect(inQuery.status).toBe(403);
    expect(await snapshot(session)).toEqual(before);
  });

  test("a form-encoded or text/plain change (what a cross-site form can send) is refused", async () => {
    const before = await snapshot(session);
    for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
      const answer = await request("/api/contact-info", {
        method: "PUT",
        cookie: session.cookie,
        headers: { "content-type": type, origin: "https://evil.example" },
        body: "address=csrf",
      });
      expect([403, 415]).toContain(answer.status);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("multipart uploads from another origin are refused before a byte is stored", async () => {
    const before = await snapshot(session);
    const image = await pngImage(800, 600);
    for (const headers of CROSS_SITE) {
      const body = multipart([
        { name: "name", value: "csrf fabric" },
        { name: "description", value: "csrf" },
        { name: "main_image", filename: "x.png", type: "image/png", data: image },
      ]);
      const answer = await admin(session, "/api/fabrics", { method: "POST", body: body.body, headers: { ...body.headers, ...headers } });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      const photo = multipart([{ name: "image", filename: "x.png", type: "image/png", data: image }]);
      const added = await admin(session, `/api/exhibitions/${world.exhibitionId}/photos`, {
        method: "POST",
        body: photo.body,
        headers: { ...photo.headers, ...headers },
      });
      expect(added.status, JSON.stringify(headers)).toBe(403);
    }
    // Without the token at all, too.
    const body = multipart([{ name: "image", filename: "x.png", type: "image/png", data: image }]);
    const noToken = await request(`/api/fabrics/${world.fabricId}/photos`, { method: "POST", cookie: session.cookie, ...body });
    expect(noToken.status).toBe(403);
    expect(await snapshot(session)).toEqual(before);
  });

  test("login from another origin is refused (login CSRF) and sets no cookie", async () => {
    const { username, password } = inject("hostileAdmin");
    for (const headers of CROSS_SITE) {
      const answer = await request("/api/auth/login", {
        method: "POST",
        from: ipFor("login-csrf"),
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ username, password }),
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
  });

  test("GET never changes state: reading a message or a CV leaves everything as it was", async () => {
    const before = await snapshot(session);
    const beforeMessage = (await admin(session, `/api/contact-messages/${world.messageId}`)).json.data;
    for (const path of [
      `/api/contact-messages/${world.messageId}`,
      `/api/applications/${world.applicationId}`,
      `/api/applications/${world.applicationId}/file`,
      "/api/dashboard",
      `/api/contact-messages/${world.messageId}/status?status=replied`,
    ]) {
      await admin(session, path);
    }
    const afterMessage = (await admin(session, `/api/contact-messages/${world.messageId}`)).json.data;
    expect(afterMessage.status).toBe(beforeMessage.status);
    expect(await snapshot(session)).toEqual(before);
  });
});

describe("the origin the CSRF check trusts", () => {
  /** A contact-settings change sent with these headers (session cookie and CSRF token included). */
  const change = (server: RunningServer, own: Session, headers: Record<string, string>) =>
    admin(own, "/api/contact-info", {
      method: "PUT",
      base: server.url,
      ...json({ address: "origin check" }),
      headers: { "content-type": "application/json", ...headers },
    });

  describe("with PUBLIC_URL", () => {
    let server: RunningServer;
    let own: Session;
    beforeAll(async () => {
      // Written loosely on purpose: browsers send the origin in lower case, without :80 or a slash.
      server = await startServer(PORTS.spare2, { PUBLIC_URL: "HTTP://Shop.Example:80/" });
      own = await loginOn(server, ipFor("origin-public-url"));
    });
    afterAll(async () => {
      await server?.stop();
    });

    test("only PUBLIC_URL's origin is trusted, whatever Host the request names", async () => {
      expect((await change(server, own, { origin: "http://shop.example" })).status).toBe(200);
      expect((await change(server, own, { origin: "http://shop.example", "sec-fetch-site": "same-origin" })).status).toBe(200);
      // The origin the request was really sent to, or one its Host header names, is not this site.
      const direct = `http://127.0.0.1:${server.port}`;
      expect((await change(server, own, { origin: direct })).status).toBe(403);
      expect((await change(server, own, { origin: "http://evil.example", host: "evil.example" })).status).toBe(403);
      expect((await change(server, own, { origin: "https://shop.example" })).status).toBe(403);
      // No warning about trusting the Host header.
      expect(server.logs()).not.toMatch(/PUBLIC_URL is not set/);
    });
  });

  describe("without PUBLIC_URL (the default start)", () => {
    let server: RunningServer;
    let own: Session;
    beforeAll(async () => {
      server = await startServer(PORTS.spare3);
      own = await loginOn(server, ipFor("origin-no-public-url"));
    });
    afterAll(async () => {
      await server?.stop();
    });

    test("the start-up log says once that the Host header's origin is trusted", async () => {
      const warnings = server.logs().split("\n").filter((line) => line.includes("PUBLIC_URL is not set"));
      expect(warnings).toHaveLength(1);
      const warning = JSON.parse(warnings[0]!);
      expect(warning.level).toBe(40);
      expect(warning.msg).toMatch(/Host header/);
      expect(warning.msg).toMatch(/set PUBLIC_URL/);
      // As it says: the origin a request's Host names is this site's for that request.
      expect((await change(server, own, { origin: `http://127.0.0.1:${server.port}` })).status).toBe(200);
      expect((await change(server, own, { origin: "http://evil.example", host: "evil.example" })).status).toBe(200);
      expect((await change(server, own, { origin: "http://evil.example" })).status).toBe(403);
    });
  });
});
