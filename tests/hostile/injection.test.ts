// SQL injection in every field and parameter, bad ids and page values, mass assignment and
// __proto__, invalid UTF-8 and NUL bytes: refused (4xx) or stored literally; never a 500,
// never another row, never a secret.
import { beforeAll, describe, expect, inject, test } from "vitest";
import {
  admin,
  contact,
  ipFor,
  json,
  login,
  multipart,
  request,
  type Session,
  snapshot,
} from "./support/http";
import { makeWorld, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "injection");
});

const SQL = [
  "' OR '1'='1",
  "1; DROP TABLE contact_messages; --",
  '" OR 1=1 --',
  "x' UNION SELECT username, password_hash FROM admin_users --",
  "%' OR 1=1 --",
  "'); DELETE FROM fabrics; --",
  "$$; DROP TABLE sessions; $$",
  "admin'--",
  "1)) OR ((1=1",
  "\\'; SELECT pg_sleep(0); --",
];

const LISTS = [
  "/api/fabrics",
  "/api/countries",
  "/api/exhibitions",
  `/api/exhibitions/country/${0}`,
  "/api/contact-messages",
  "/api/applications",
  "/api/meeting-requests",
  "/api/exports/meeting-requests.csv",
  "/api/mail/outbox",
];
const PARAMS = [
  "page",
  "page_size",
  "lng",
  "sort",
  "q",
  "status",
  "countryId",
  "upcoming",
  "past",
  "position",
  "order",
];

const noSecrets = (text: string) => {
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/password_hash|token_hash|syntax error|pg_|drizzle|at .*\.js:\d+/i);
};

describe("SQL injection", () => {
  test("every query parameter of every list: 200 or 400, never a 500, a secret or a change", async () => {
    const before = await snapshot(session);
    for (const list of LISTS.map((l) => l.replace("/0", `/${world.countryId}`))) {
      for (const param of PARAMS) {
        for (const value of SQL) {
          const answer = await admin(session, `${list}?${param}=${encodeURIComponent(value)}`);
          expect([200, 400], `${list}?${param}=${value}`).toContain(answer.status);
          noSecrets(answer.text);
        }
      }
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("every path id of every route: 400, never a 500", async () => {
    const doc = (await request("/api/openapi.json")).json;
    for (const path of Object.keys(doc.paths).filter((p) => p.includes("{"))) {
      for (const value of SQL) {
        const url = path.replace(/\{[^}]+\}/, encodeURIComponent(value)).replace(/\{[^}]+\}/g, "1");
        const answer = await admin(session, url);
        expect([400, 404, 405], url).toContain(answer.status);
        noSecrets(answer.text);
      }
    }
  });

  test("every field of the contact form stores the payload literally", async () => {
    for (const [i, value] of SQL.entries()) {
      const answer = await contact(
        { full_name: value, phone: value.slice(0, 40), message: value },
        `sql-contact-${i}`,
      );
      expect(answer.status, value).toBe(201);
      const stored = (await admin(session, `/api/contact-messages/${answer.json.data.id}`)).json.data;
      expect(stored.full_name).toBe(value.trim());
      expect(stored.message).toBe(value.trim());
    }
    // The tables the payloads name are still there and whole.
    expect((await admin(session, "/api/fabrics?page_size=100")).json.meta.total).toBeGreaterThan(0);
    expect((await login(ipFor("sql-relogin"))).token).toBeTruthy();
  });

  test("every field of the careers form stores the payload literally", async () => {
    for (const [i, value] of SQL.slice(0, 5).entries()) {
      const answer = await request("/api/careers", {
        method: "POST",
        from: ipFor(`sql-careers-${i}`),
        ...multipart([
          { name: "full_name", value },
          { name: "email", value: "sql@example.com" },
          { name: "position", value },
          { name: "phone", value: value.slice(0, 40) },
          { name: "message", value },
        ]),
      });
      expect(answer.status, value).toBe(201);
      const stored = (await admin(session, `/api/applications/${answer.json.data.id}`)).json.data;
      expect(stored.full_name).toBe(value.trim());
      expect(stored.position).toBe(value.trim());
    }
  });

  test("login fields: the payloads log nobody in", async () => {
    for (const [i, value] of SQL.entries()) {
      const answer = await request("/api/auth/login", {
        method: "POST",
        from: ipFor(`sql-login-${i}`),
        ...json({ username: value, password: value }),
      });
      expect([400, 401], value).toContain(answer.status);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    const { username } = inject("hostileAdmin");
    const answer = await request("/api/auth/login", {
      method: "POST",
      from: ipFor("sql-login-admin"),
      ...json({ username: `${username}'--`, password: "x' OR '1'='1" }),
    });
    expect(answer.status).toBe(401);
  });

  test("admin fields (contact settings, notes, fabric names) store the payloads literally", async () => {
    const value = SQL[3]!;
    const put = await admin(session, "/api/contact-info", {
      method: "PUT",
      ...json({ address: value, phone: "1' OR '1" }),
    });
    expect(put.status).toBe(200);
    expect((await request("/api/contact-info")).json.data.address).toBe(value);
    const notes = await admin(session, `/api/applications/${world.applicationId}/notes`, {
      method: "PUT",
      ...json({ notes: value }),
    });
    expect(notes.status).toBe(200);
    const fabric = await admin(session, `/api/fabrics/${world.fabricId}`, {
      method: "PUT",
      ...multipart([{ name: "name", value }]),
    });
    expect(fabric.status).toBe(200);
    expect((await request(`/api/fabrics/${world.fabricId}`)).json.data.fabric.name).toBe(value);
  });
});

describe("ids and pagination", () => {
  const BAD_IDS = [
    "0",
    "-1",
    "1.5",
    "1e9",
    "abc",
    "9999999999",
    "0x10",
    "%201",
    "1%20",
    "+1",
    "00000000001",
    "1,2",
    "[1]",
    "NaN",
    "Infinity",
  ];

  test("bad ids on every public and admin read are 400, never 500", async () => {
    const reads = [
      "/api/fabrics/{id}",
      "/api/fabrics/{id}/photos",
      "/api/countries/{id}",
      "/api/exhibitions/{id}",
      "/api/exhibitions/{id}/photos",
      "/api/exhibitions/{id}/calendar.ics",
      "/api/exhibitions/country/{id}",
      "/api/contact-messages/{id}",
      "/api/applications/{id}",
      "/api/applications/{id}/file",
    ];
    for (const read of reads) {
      for (const id of BAD_IDS) {
        const answer = await admin(session, read.replace("{id}", id));
        expect(answer.status, `${read} ${id}`).toBe(400);
      }
      // The largest id is a plain 404.
      expect((await admin(session, read.replace("{id}", "2147483647"))).status, read).toBe(404);
    }
  });

  test("bad ids on changes are 400 and change nothing", async () => {
    const before = await snapshot(session);
    for (const id of BAD_IDS) {
      expect((await admin(session, `/api/contact-messages/${id}`, { method: "DELETE" })).status, id).toBe(
        400,
      );
      expect((await admin(session, `/api/fabrics/${id}`, { method: "DELETE" })).status, id).toBe(400);
      expect(
        (
          await admin(session, `/api/applications/${id}/status`, {
            method: "PUT",
            ...json({ status: "accepted" }),
          })
        ).status,
        id,
      ).toBe(400);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("bad page and page_size values are 400; the largest page size is capped", async () => {
    for (const list of [
      "/api/fabrics",
      "/api/countries",
      "/api/exhibitions",
      "/api/contact-messages",
      "/api/applications",
      "/api/mail/outbox",
    ]) {
      for (const query of [
        "page=0",
        "page=-1",
        "page=1.5",
        "page=1e9",
        "page=abc",
        "page_size=0",
        "page_size=-1",
        "page_size=101",
        "page_size=1000000",
        "page_size=1e3",
        "page=1&page=2",
        "page_size=1&page_size=500",
      ]) {
        const answer = await admin(session, `${list}?${query}`);
        expect([400], `${list}?${query}`).toContain(answer.status);
      }
      const max = await admin(session, `${list}?page_size=100&page=100000`);
      expect(max.status, list).toBe(200);
      expect(max.json.data).toEqual([]);
    }
  });
});

describe("mass assignment and prototype pollution", () => {
  test("a contact message cannot choose its id, status, dates or notes", async () => {
    const answer = await contact(
      {
        id: 999_999,
        status: "replied",
        created_at: "2000-01-01T00:00:00Z",
        notes: "set",
        read_at: "2000-01-01",
        language: "en",
        admin: true,
      },
      "mass-contact",
    );
    expect(answer.status).toBe(201);
    expect(answer.json.data.id).not.toBe(999_999);
    const stored = (await admin(session, `/api/contact-messages/${answer.json.data.id}`)).json.data;
    expect(stored.status).toBe("new");
    expect(String(stored.created_at)).not.toMatch(/^2000/);
    expect(stored.notes ?? "").toBe("");
  });

  test("__proto__ and constructor keys in bodies change nothing and pollute nothing", async () => {
    const polluted =
      '{"__proto__":{"polluted":"yes","isAdmin":true,"status":"replied"},"constructor":{"prototype":{"polluted":"yes"}}';
    const bodies = [
      [
        "/api/contact-messages",
        "POST",
        `${polluted},"full_name":"Proto","email":"p@example.com","message":"m"}`,
      ],
      ["/api/auth/login", "POST", `${polluted},"username":"x","password":"y"}`],
    ] as const;
    for (const [path, method, body] of bodies) {
      const answer = await request(path, {
        method,
        from: ipFor(`proto-${path}`),
        headers: { "content-type": "application/json" },
        body,
      });
      expect(answer.status).toBeLessThan(500);
    }
    const before = await admin(session, `/api/applications/${world.applicationId}`);
    const notes = await admin(session, `/api/applications/${world.applicationId}/notes`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: `${polluted},"notes":"proto notes","status":"accepted","id":1}`,
    });
    expect(notes.status).toBeLessThan(500);
    const after = (await admin(session, `/api/applications/${world.applicationId}`)).json.data;
    expect(after.status).toBe(before.json.data.status);
    expect(after.id).toBe(world.applicationId);
    const info = await admin(session, "/api/contact-info", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: `${polluted},"social":{"__proto__":{"x":1}}}`,
    });
    expect(info.status).toBeLessThan(500);
    // Nothing anywhere picked the polluted keys up.
    for (const path of [
      "/api/contact-info",
      "/api/dashboard",
      "/api/contact-messages",
      `/api/applications/${world.applicationId}`,
      "/api/auth/me",
    ]) {
      const answer = await admin(session, path);
      expect(answer.text, path).not.toContain("polluted");
      expect(answer.text, path).not.toContain("isAdmin");
    }
    expect((await request("/api/dashboard")).status).toBe(401);
  });
});

describe("invalid UTF-8, NUL bytes and odd JSON", () => {
  test("NUL in any JSON field, query parameter or multipart field is a 400 and stores nothing", async () => {
    const before = await snapshot(session);
    for (const field of ["full_name", "email", "phone", "message", "language"]) {
      const answer = await contact({ [field]: "a\u0000b" }, `nul-${field}`);
      expect(answer.status, field).toBe(400);
    }
    const loginNul = await request("/api/auth/login", {
      method: "POST",
      from: ipFor("nul-login"),
      ...json({ username: "a\u0000b", password: "p\u0000" }),
    });
    expect(loginNul.status).toBe(400);
    for (const query of ["q=%00", "q=a%00b", "status=%00", "sort=%00", "lng=%00", "page=%00", "x%00=1"]) {
      for (const list of ["/api/contact-messages", "/api/applications", "/api/fabrics"]) {
        const answer = await admin(session, `${list}?${query}`);
        expect(answer.status, `${list}?${query}`).toBe(400);
      }
    }
    for (const [path, method, key] of [
      ["/api/contact-info", "PUT", "address"],
      [`/api/applications/${world.applicationId}/notes`, "PUT", "notes"],
      [`/api/exhibitions/photos/1`, "PUT", "title"],
    ] as const) {
      const answer = await admin(session, path, { method, ...json({ [key]: "x\u0000y" }) });
      expect([400, 404], path).toContain(answer.status);
    }
    const fabric = await admin(session, `/api/fabrics/${world.fabricId}`, {
      method: "PUT",
      ...multipart([{ name: "name", value: "x\u0000y" }]),
    });
    expect(fabric.status).toBe(400);
    const careers = await request("/api/careers", {
      method: "POST",
      from: ipFor("nul-careers"),
      ...multipart([
        { name: "full_name", value: "N\u0000UL" },
        { name: "email", value: "n@example.com" },
        { name: "position", value: "P" },
      ]),
    });
    expect(careers.status).toBe(400);
    expect(await snapshot(session)).toEqual(before);
  });

  test("invalid UTF-8 and lone surrogates are refused or stored as valid text, never a 500", async () => {
    const bodies = [
      Buffer.concat([
        Buffer.from('{"full_name":"'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('","email":"u@example.com","message":"m"}'),
      ]),
      Buffer.from('{"full_name":"\\ud800","email":"u@example.com","message":"\\udfff x"}'),
      Buffer.concat([
        Buffer.from('{"full_name":"ok","email":"u@example.com","message":"'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('{"full_name":"bom","email":"u@example.com","message":"m"}'),
      ]),
    ];
    for (const [i, body] of bodies.entries()) {
      const answer = await request("/api/contact-messages", {
        method: "POST",
        from: ipFor(`utf8-${i}`),
        headers: { "content-type": "application/json" },
        body,
      });
      expect([201, 400], String(i)).toContain(answer.status);
      if (answer.status === 201) {
        const stored = await admin(session, `/api/contact-messages/${answer.json.data.id}`);
        expect(stored.status).toBe(200);
        expect(Buffer.from(stored.text, "utf8").toString("utf8")).toBe(stored.text);
        expect(stored.text).not.toMatch(/[\ud800-\udfff]/u);
      }
    }
    const path = await admin(session, "/api/fabrics/%ff%fe");
    expect(path.status).toBe(400);
    const query = await admin(session, "/api/contact-messages?q=%ff%fe%c3");
    expect([200, 400]).toContain(query.status);
  });

  test("deep nesting, huge numbers, wrong types and duplicate keys in JSON are 400 (or 413), never 500", async () => {
    const before = await snapshot(session);
    const cases = [
      `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
      `{"full_name":${"1".repeat(5000)},"email":"a@example.com","message":"m"}`,
      '{"full_name":["a"],"email":"a@example.com","message":"m"}',
      '{"full_name":{"$ne":null},"email":"a@example.com","message":"m"}',
      '{"full_name":true,"email":"a@example.com","message":1e999}',
      '{"full_name":"a","full_name":{"x":1},"email":"a@example.com","message":"m"}',
      "null",
      '"string"',
      "{",
    ];
    for (const [i, body] of cases.entries()) {
      const answer = await request("/api/contact-messages", {
        method: "POST",
        from: ipFor(`odd-json-${i}`),
        headers: { "content-type": "application/json" },
        body,
      });
      expect([400, 413], body.slice(0, 50)).toContain(answer.status);
    }
    expect(await snapshot(session)).toEqual(before);
  });
});
