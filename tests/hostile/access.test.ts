// Unauthenticated access to every admin route of the OpenAPI document, through every path
// variant and method trick: always 401 (or a 404 that names no route), never data, never a change.
import { beforeAll, describe, expect, test } from "vitest";
import { admin, ipFor, login, multipart, request, type Session, snapshot } from "./support/http";
import { makeWorld, pngImage, type World } from "./support/world";

type Operation = { method: string; path: string; admin: boolean; multipart: boolean };

let session: Session;
let world: World;

// The routes come from the server's own description, read while the tests are collected.
const doc = (await request("/api/openapi.json")).json;
const operations: Operation[] = [];
type OpenApiOperation = { security?: Record<string, unknown>[]; requestBody?: { content?: Record<string, unknown> } };
for (const [path, item] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    operations.push({
      method: method.toUpperCase(),
      path,
      // A public read an API token may also call lists the bearer scheme alone, not the session.
      admin: Array.isArray(op.security) && op.security.some((scheme) => "session" in scheme),
      multipart: Boolean(op.requestBody?.content?.["multipart/form-data"]),
    });
  }
}
const adminOperations = operations.filter((op) => op.admin);

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "access");
});

/** The path with real ids of the world, so a change would have something to change. */
function concrete(path: string): string {
  return path
    .replace("/fabrics/photos/{photoId}", "/fabrics/photos/1")
    .replace(/\/fabrics\/\{id\}/, `/fabrics/${world.fabricId}`)
    .replace(/\/countries\/\{id\}/, `/countries/${world.countryId}`)
    .replace(/\/exhibitions\/country\/\{countryId\}/, `/exhibitions/country/${world.countryId}`)
    .replace(/\/exhibitions\/photos\/\{id\}/, "/exhibitions/photos/1")
    .replace(/\/exhibitions\/\{id\}/, `/exhibitions/${world.exhibitionId}`)
    .replace(/\/contact-messages\/\{id\}/, `/contact-messages/${world.messageId}`)
    .replace(/\/applications\/\{id\}/, `/applications/${world.applicationId}`);
}

/** The same route written the ways a router or a proxy might read differently. */
function variants(path: string): string[] {
  const last = path.lastIndexOf("/");
  const encodedLast = `${path.slice(0, last + 1)}%${path.charCodeAt(last + 1).toString(16)}${path.slice(last + 2)}`;
  return [
    path,
    path.toUpperCase(),
    `${path}/`,
    path.replace("/api/", "//api//"),
    encodedLast,
    path.replace("/api/", "/api/./"),
    path.replace("/api/", "/api/x/../"),
    `${path};jsessionid=x`,
    `${path}?admin=1`,
  ];
}

async function attempt(op: Operation, path: string) {
  const image = await pngImage();
  const body = op.multipart
    ? multipart([
        { name: "name", value: "pwned" },
        { name: "title", value: "pwned" },
        { name: "image", filename: "x.png", type: "image/png", data: image },
      ])
    : { headers: { "content-type": "application/json" }, body: JSON.stringify({ status: "replied", notes: "pwned", address: "pwned" }) };
  const withBody = !["GET", "DELETE", "HEAD"].includes(op.method);
  return request(path, {
    method: op.method,
    from: ipFor("anonymous"),
    ...(withBody ? body : {}),
    // A forged CSRF token is not a session.
    headers: { ...(withBody ? body.headers : {}), "x-csrf-token": session.csrf },
  });
}

describe("admin routes without a session", () => {
  test("the OpenAPI document lists the admin routes", () => {
    expect(adminOperations.length).toBeGreaterThan(30);
  });

  for (const op of adminOperations) {
    test(`${op.method} ${op.path}: 401 through every path variant, nothing read or changed`, async () => {
      const before = await snapshot(session);
      for (const path of variants(concrete(op.path))) {
        const answer = await attempt(op, path);
        // Safe outcomes: refused (401), a path the router does not know (404), or a public route
        // with a path parameter refusing the variant as its id (GET /api/fabrics/labels.pdf;x=y is
        // /api/fabrics/:id with a malformed id: a 400 naming `id`). Never data.
        const refusedAsId =
          answer.status === 400 && Object.keys(answer.json?.error?.fields ?? {}).join() === "id";
        expect([401, 404], `${op.method} ${path}`).toContain(refusedAsId ? 401 : answer.status);
        expect(answer.json?.data, `${op.method} ${path}`).toBeUndefined();
        expect(answer.text).not.toContain("World Sender");
        expect(answer.text).not.toContain("applicant@example.com");
      }
      // The exact path always reaches the guard itself.
      expect((await attempt(op, concrete(op.path))).status, `${op.method} ${op.path}`).toBe(401);
      expect(await snapshot(session)).toEqual(before);
    });
  }
});

describe("method tricks", () => {
  test("method-override headers and query do not turn a GET or POST into a change", async () => {
    const before = await snapshot(session);
    const target = `/api/contact-messages/${world.messageId}`;
    for (const header of ["x-http-method-override", "x-http-method", "x-method-override"]) {
      for (const method of ["GET", "POST"]) {
        const answer = await request(target, { method, from: ipFor("override"), headers: { [header]: "DELETE" } });
        expect([401, 404]).toContain(answer.status);
      }
    }
    for (const query of ["_method=DELETE", "method=DELETE", "X-HTTP-Method-Override=DELETE"]) {
      const answer = await request(`${target}?${query}`, { method: "POST", from: ipFor("override") });
      expect([401, 404]).toContain(answer.status);
    }
    // With a session and its token, an override header is still not a DELETE.
    const answer = await admin(session, target, { method: "GET", headers: { "x-http-method-override": "DELETE" } });
    expect(answer.status).toBe(200);
    expect(await snapshot(session)).toEqual(before);
  });

  test("HEAD and OPTIONS on admin routes give no data and no CORS grant", async () => {
    for (const path of ["/api/contact-messages", "/api/applications", "/api/dashboard", `/api/applications/${world.applicationId}/file`]) {
      const head = await request(path, { method: "HEAD" });
      expect([401, 404, 405]).toContain(head.status);
      expect(head.body.length).toBe(0);
      const options = await request(path, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "DELETE" },
      });
      expect([401, 404, 405]).toContain(options.status);
      expect(options.headers["access-control-allow-origin"]).toBeUndefined();
      expect(options.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });

  test("lng=all (every language, admins only) is refused without a session", async () => {
    for (const path of ["/api/fabrics?lng=all", `/api/fabrics/${world.fabricId}?lng=all`, "/api/countries?lng=all"]) {
      expect((await request(path)).status).toBe(401);
    }
  });

  test("admin pages redirect to the login form and render nothing of the admin", async () => {
    for (const path of ["/admin", "/admin/dashboard", "/admin/contact-messages", "/admin/applications", "/admin/outbox"]) {
      const answer = await request(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(answer.status, path).toBeLessThan(400);
      expect(answer.headers.location ?? "").toMatch(/^\/admin\/login/);
      expect(answer.text).not.toContain("World Sender");
    }
  });
});
