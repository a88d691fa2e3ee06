// Outgoing webhooks (POST /api/webhooks), staff only, against the built server: hostile creation
// input (bad types, control characters, oversize, unknown events, credentials in the URL), every
// private, loopback and link-local target and names that resolve to them refused with the `url`
// field named, no secret ever answered, no change without a session and CSRF proof. Then a server
// whose allow-list lets it reach a local receiver that hangs or answers 500: the site's pages and
// API answer at once while the deliveries hang at the receiver.
import { PORTS } from "./support/global-setup";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startReceiver } from "../helpers/webhook-receiver";
import { type Answer, admin, json, login, loginOn, request, type Session } from "./support/http";
import { type RunningServer, startServer } from "./support/server";

let session: Session;
beforeAll(async () => {
  session = await login();
});

const SECRET = "whsec-hostile-0123456789abcdef";
const create = (body: unknown, raw = false, on: Session = session, base?: string) =>
  admin(on, "/api/webhooks", {
    method: "POST",
    ...(base ? { base } : {}),
    headers: { "content-type": "application/json" },
    body: raw ? (body as string) : JSON.stringify(body),
  });
/** No stack trace, SQL or driver name in an answer. */
const clean = (answer: Answer) =>
  expect(answer.text).not.toMatch(/at .*\.js:\d+|drizzle|syntax error|postgres|pglite|ECONN|getaddrinfo/i);

describe("webhooks: hostile input", () => {
  test("bad types, shapes and sizes are 400 with the field named; nothing is stored", async () => {
    const valid = {
      url: "https://crm.example.com/hook",
      events: ["sample_request.received"],
      secret: SECRET,
    };
    const cases: [unknown, string][] = [
      [{ ...valid, url: 42 }, "url"],
      [{ ...valid, url: ["https://a.example"] }, "url"],
      [{ ...valid, url: `https://crm.example.com/${"a".repeat(2100)}` }, "url"],
      [{ ...valid, url: "https://crm.example.com/\u0000hook" }, "url"],
      [{ ...valid, url: "https://crm.example.com/\nX-Injected: 1" }, "url"],
      [{ ...valid, url: "javascript:alert(1)" }, "url"],
      [{ ...valid, url: "file:///etc/passwd" }, "url"],
      [{ ...valid, url: "https://user:pass@crm.example.com/" }, "url"],
      [{ ...valid, events: "fabric.created" }, "events"],
      [{ ...valid, events: ["fabric.created", "drop table webhooks"] }, "events.1"],
      [{ ...valid, events: ["webhook.test"] }, "events.0"],
      [{ ...valid, events: Array.from({ length: 50 }, () => "fabric.created") }, "events"],
      [{ ...valid, secret: "" }, "secret"],
      [{ ...valid, secret: "x".repeat(201) }, "secret"],
      [{ ...valid, secret: "secret with spaces and\nbreaks!" }, "secret"],
      [{ ...valid, extra: 1 }, ""],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (field) expect(Object.keys(answer.json.error.fields ?? {}), field).toContain(field);
      clean(answer);
    }
    for (const raw of ["{", "null", "[]", '"https://a.example"', '{"url":']) {
      const answer = await create(raw, true);
      expect(answer.status, raw).toBe(400);
      clean(answer);
    }
    const list = await admin(session, "/api/webhooks");
    expect(list.json.data).toEqual([]);
  });

  test("SSRF: loopback, private, link-local, metadata and names that resolve to them are refused (url field)", async () => {
    const targets: [string, string][] = [
      ["http://crm.example.com/hook", "not_https"],
      ["http://127.0.0.1:8080/hook", "not_https"],
      ["https://127.0.0.1/hook", "private_address"],
      ["https://127.1/hook", "private_address"],
      ["https://2130706433/hook", "private_address"],
      ["https://0x7f.0.0.1/hook", "private_address"],
      ["https://0.0.0.0/hook", "private_address"],
      ["https://10.0.0.8/hook", "private_address"],
      ["https://172.20.1.1/hook", "private_address"],
      ["https://192.168.10.1/hook", "private_address"],
      ["https://100.64.0.1/hook", "private_address"],
      ["https://169.254.169.254/latest/meta-data/", "private_address"],
      ["https://[::1]/hook", "private_address"],
      ["https://[::]/hook", "private_address"],
      ["https://[::ffff:169.254.169.254]/hook", "private_address"],
      ["https://[::ffff:a00:1]/hook", "private_address"],
      ["https://[fd00::1]/hook", "private_address"],
      ["https://[fe80::1]/hook", "private_address"],
      ["https://localhost/hook", "private_address"],
      ["https://LOCALHOST/hook", "private_address"],
      ["https://nothing-here.invalid/hook", "unresolvable"],
    ];
    for (const [url, code] of targets) {
      const answer = await create({ url, events: ["fabric.created"], secret: SECRET });
      expect(answer.status, url).toBe(400);
      expect(answer.json.error.fields, url).toEqual({ url: code });
      expect(answer.json.error.message, url).toMatch(/https|loopback|resolve/);
      clean(answer);
    }
    expect((await admin(session, "/api/webhooks")).json.data).toEqual([]);
  });

  test("without a session, or without the CSRF token, nothing is created or read", async () => {
    const body = JSON.stringify({
      url: "https://crm.example.com/",
      events: ["fabric.created"],
      secret: SECRET,
    });
    const anonymous = await request("/api/webhooks", { method: "POST", ...json(JSON.parse(body)) });
    expect(anonymous.status).toBe(401);
    const noCsrf = await request("/api/webhooks", {
      method: "POST",
      cookie: session.cookie,
      headers: { "content-type": "application/json" },
      body,
    });
    expect(noCsrf.status).toBe(403);
    expect((await request("/api/webhooks")).status).toBe(401);
    expect((await request("/api/webhooks/1/deliveries")).status).toBe(401);
    expect((await request("/api/webhooks/1/test", { method: "POST" })).status).toBe(401);
    for (const id of ["0", "-1", "abc", "99999999999", "1%00"]) {
      const answer = await admin(session, `/api/webhooks/${id}/deliveries`);
      expect(answer.status, id).toBe(
        id === "0" || id === "-1" || id === "abc" || id === "99999999999" || id === "1%00" ? 400 : 404,
      );
      clean(answer);
    }
    expect((await admin(session, "/api/webhooks/424242/deliveries")).status).toBe(404);
  });
});

describe("webhooks: a receiver that hangs or fails", () => {
  let server: RunningServer;
  let staff: Session;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startServer(PORTS.spare, {
      WEBHOOK_ALLOWED_TARGETS: `127.0.0.1:${receiver.port}`,
      WEBHOOK_POLL_MS: "100",
    });
    staff = await loginOn(server);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  test("the secret is never answered; the site answers at once while every delivery hangs at the receiver", async () => {
    const base = server.url;
    const created = await create(
      { url: receiver.url, events: ["fabric.created", "sample_request.received"], secret: SECRET },
      false,
      staff,
      base,
    );
    expect(created.status, created.text).toBe(201);
    expect(created.text).not.toContain(SECRET);
    const id = created.json.data.id as number;
    // Another port of the same host is not allowed.
    const other = await create(
      { url: `http://127.0.0.1:${receiver.port + 1}/`, events: ["fabric.created"], secret: SECRET },
      false,
      staff,
      base,
    );
    expect(other.json.error?.fields).toEqual({ url: "not_https" });

    receiver.answer = () => "hang";
    const timings: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = Date.now();
      const test = await admin(staff, `/api/webhooks/${id}/test`, { method: "POST", base });
      expect(test.status).toBe(201);
      const page = await request("/healthz", { base });
      expect(page.status).toBe(200);
      timings.push(Date.now() - started);
    }
    // Twelve deliveries hang at the receiver (four at a time); no request waited for them.
    expect(Math.max(...timings)).toBeLessThan(1000);
    const until = Date.now() + 5000;
    while (receiver.received.length < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(receiver.received.length).toBeGreaterThanOrEqual(4);
    const started = Date.now();
    expect((await request("/api/fabrics?lng=en", { base })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);

    const log = await admin(staff, `/api/webhooks/${id}/deliveries`, { base });
    expect(log.status).toBe(200);
    expect(log.text).not.toContain(SECRET);
    expect(log.json.meta.total).toBe(12);
    expect(server.logs()).not.toContain(SECRET);
  });
});
