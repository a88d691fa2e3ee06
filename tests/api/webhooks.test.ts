// Outgoing webhooks: staff add one (https to a public address, or an allow-listed target), the
// events are queued in the transaction of the change they report, and the worker POSTs them to a
// real receiver on 127.0.0.1 (allow-listed) signed as docs/webhooks.md says; retries with backoff
// on a 500 or a receiver that is down, gives up after 24 hours, follows no redirect, stops waiting
// at the timeout, refuses private targets at creation and at send. The worker's clock is handed
// to it (`runOnce(at)`): no test waits for a backoff.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookDeliveries, webhooks } from "../../server/db/schema";
import { applyRetention } from "../../server/modules/retention/service";
import { startWebhookWorker, type WebhookWorker } from "../../server/modules/webhooks";
import { checkTarget, isPrivateAddress } from "../../server/modules/webhooks/targets";
import { type AdminSession, createTestApp, loginAdmin, multipart, type TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { type Receiver, startReceiver, verifySignature } from "../helpers/webhook-receiver";
import { jpeg } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let worker: WebhookWorker;
let receiver: Receiver;
let write: ReturnType<typeof fabricWriter>;
let codes = 0;
const SECRET = "whsec-test-0123456789abcdef";
const TIMEOUT_MS = 400;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ WEBHOOK_ALLOWED_TARGETS: "127.0.0.1", WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS) });
  worker = startWebhookWorker(t.ctx, t.app.log, { poll: false });
  admin = await loginAdmin(t);
  write = fabricWriter(t, admin, await jpeg(120, 90));
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  await t.ctx.db.delete(webhooks);
  receiver.received.length = 0;
  receiver.answer = () => ({ status: 204 });
  t.ctx.config.webhooks.allowedTargets = ["127.0.0.1"];
});

const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
async function addHook(events: string[] = ["fabric.created"], url = receiver.url) {
  const res = await api("POST", "/api/webhooks", { url, events, secret: SECRET });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}
async function publish(name = "Keten") {
  const res = await write("POST", "/api/fabrics", {
    name,
    description: "Gömleklik",
    card: JSON.stringify({ ...LINEN_TWILL, code: `KM-W${++codes}` }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const deliveries = async (id: number) =>
  (await api("GET", `/api/webhooks/${id}/deliveries`)).json().data as {
    id: number;
    event_id: string;
    event: string;
    status: string;
    attempts: number;
    response_status: number | null;
    last_error: string | null;
  }[];
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe("adding a webhook", () => {
  it("answers 201 with the secret's last four characters only; the list never shows the secret", async () => {
    const res = await api("POST", "/api/webhooks", {
      url: receiver.url,
      events: ["fabric.created", "sample_request.received"],
      secret: SECRET,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ url: receiver.url, secret_hint: "…cdef", last_delivery: null });
    const list = await api("GET", "/api/webhooks");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(SECRET);
    expect(list.json().data).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/api/webhooks" })).statusCode).toBe(401);
  });

  it("refuses plain http, private, loopback and link-local targets, and a name that resolves to loopback (400, url field)", async () => {
    t.ctx.config.webhooks.allowedTargets = [];
    const cases: [string, string][] = [
      ["http://crm.example.com/hook", "not_https"],
      [receiver.url, "not_https"],
      ["https://127.0.0.1/hook", "private_address"],
      ["https://10.1.2.3/hook", "private_address"],
      ["https://172.16.0.9/hook", "private_address"],
      ["https://192.168.1.1/hook", "private_address"],
      ["https://169.254.169.254/latest/meta-data", "private_address"],
      ["https://[::1]/hook", "private_address"],
      ["https://[::ffff:127.0.0.1]/hook", "private_address"],
      ["https://[fe80::1]/hook", "private_address"],
      ["https://0x7f000001/hook", "private_address"],
      ["https://localhost/hook", "private_address"],
      ["https://no-such-host.invalid/hook", "unresolvable"],
      ["ftp://crm.example.com/", "not_https"],
      ["not a url", "invalid_url"],
    ];
    for (const [url, code] of cases) {
      const res = await api("POST", "/api/webhooks", { url, events: ["fabric.created"], secret: SECRET });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields, url).toEqual({ url: code });
    }
    const bad: [object, string][] = [
      [{ url: "https://crm.example.com/", events: [], secret: SECRET }, "events"],
      [{ url: "https://crm.example.com/", events: ["webhook.test"], secret: SECRET }, "events.0"],
      [{ url: "https://crm.example.com/", events: ["fabric.created"], secret: "short" }, "secret"],
    ];
    for (const [body, field] of bad) {
      const res = await api("POST", "/api/webhooks", body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    expect(await t.ctx.db.select().from(webhooks)).toEqual([]);
  });

  it("the address check: every private range, IPv4-mapped IPv6, and a name a custom lookup maps to loopback", async () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "100.64.0.1",
      "169.254.169.254",
      "172.31.255.255",
      "192.168.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fc00::1",
      "fd12::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "::ffff:a00:1",
      "ff02::1",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(address), address).toBe(false);
    const rebinding = async () => [
      { address: "93.184.216.34", family: 4 as const },
      { address: "127.0.0.1", family: 4 as const },
    ];
    const refused = await checkTarget("https://crm.example.com/hook", [], rebinding);
    expect(refused.ok ? null : refused.problem.code).toBe("private_address");
    const allowed = await checkTarget("https://crm.example.com/hook", ["crm.example.com"], rebinding);
    expect(allowed.ok).toBe(true);
    const portOnly = await checkTarget(
      "http://crm.example.com:8080/hook",
      ["crm.example.com:9090"],
      rebinding,
    );
    expect(portOnly.ok ? null : portOnly.problem.code).toBe("not_https");
  });
});

describe("delivering", () => {
  it("a fabric created reaches the receiver once, signed as the docs say, with the event id in the body and the headers", async () => {
    const hook = await addHook(["fabric.created", "fabric.updated"]);
    const fabricId = await publish();
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(verifySignature(SECRET, got!)).toBe(true);
    expect(verifySignature("another-secret-0123456789", got!)).toBe(false);
    expect(verifySignature(SECRET, { ...got!, body: got!.body.replace("fabric", "fabrix") })).toBe(false);
    // A replay an hour later fails the receiver's time check.
    expect(verifySignature(SECRET, got!, 300, Date.now() + 3_600_000)).toBe(false);
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(got!.headers["user-agent"]).toMatch(/^Webhooks \(\+http/);
    expect(got!.headers["x-webhook-event"]).toBe("fabric.created");
    expect(got!.json).toMatchObject({
      event: "fabric.created",
      data: { id: fabricId, code: `KM-W${codes}` },
    });
    expect(got!.headers["x-webhook-id"]).toBe(got!.json.id);
    const [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 1, response_status: 204, last_error: null });
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it("a sample request is sent with what a CRM needs and without the buyer's name, address or phone", async () => {
    await addHook(["sample_request.received"]);
    const fabricId = await publish("Poplin");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sample-requests?lng=fr",
      payload: {
        company: "Maison Verlaine",
        full_name: "Sophie Marchand",
        email: "sophie@verlaine.example",
        phone: "+33 1 23 45 67 89",
        country: "FR",
        kind: "swatch",
        items: [{ fabric_id: fabricId, colourway: "14" }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
    const body = receiver.received[0]!;
    expect(body.json).toMatchObject({
      event: "sample_request.received",
      data: {
        id: res.json().data.id,
        company: "Maison Verlaine",
        country: "FR",
        items: [{ fabric_id: fabricId, code: `KM-W${codes}`, colourway: "14" }],
      },
    });
    expect(body.body).not.toMatch(/Sophie|verlaine\.example|23 45/);
  });

  it("an event exists only if its change committed: a refused fabric queues nothing", async () => {
    const hook = await addHook(["fabric.created"]);
    const taken = await write("POST", "/api/fabrics", {
      name: "Aynı kod",
      description: "x",
      card: JSON.stringify({ ...LINEN_TWILL, code: `KM-W${codes}` }),
    });
    expect(taken.statusCode).toBe(409);
    expect(await deliveries(hook.id)).toEqual([]);
  });

  it("a receiver answering 500 is tried again after the backoff and the event delivered once", async () => {
    const hook = await addHook();
    let calls = 0;
    receiver.answer = () => ({ status: ++calls === 1 ? 500 : 200 });
    await publish();
    expect(await worker.runOnce()).toBe(0);
    let [row] = await deliveries(hook.id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      response_status: 500,
      last_error: "HTTP 500",
    });
    // Not before its time…
    expect(await worker.runOnce(later(10))).toBe(0);
    expect(receiver.received).toHaveLength(1);
    // …then once.
    expect(await worker.runOnce(later(31))).toBe(1);
    [row] = await deliveries(hook.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 2, response_status: 200 });
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(1);
  });

  it("a new gallery photo, its removal and a passport save are changes of the fabric: fabric.updated each", async () => {
    const id = await publish("Galeri");
    const hook = await addHook(["fabric.updated"]);
    const body = multipart({}, [{ field: "image", filename: "detay.jpg", content: await jpeg(120, 90) }]);
    const photo = await t.app.inject({
      method: "POST",
      url: `/api/fabrics/${id}/photos`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const removed = await api("DELETE", `/api/fabrics/photos/${photo.json().data.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const passport = await t.app.inject({
      method: "PUT",
      url: `/api/fabrics/${id}/passport`,
      headers: admin.headers,
      payload: { hs_code: "520852", dyeing_process: "yarn_dyed" },
    });
    expect(passport.statusCode, passport.body).toBe(200);
    const queued = await deliveries(hook.id);
    expect(queued.map((row) => row.event)).toEqual(["fabric.updated", "fabric.updated", "fabric.updated"]);
    expect(await worker.runOnce()).toBe(3);
    expect(receiver.received.map((r) => (r.json.data as { id: number }).id)).toEqual([id, id, id]);
  });

  it("a receiver down for a while gets every event once after it returns", async () => {
    const hook = await addHook(["fabric.created", "fabric.updated", "fabric.deleted"]);
    await receiver.close();
    const ids = [await publish("A"), await publish("B")];
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/fabrics/${ids[0]}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await worker.runOnce()).toBe(0);
    const waiting = await deliveries(hook.id);
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, response_status: null });
      expect(row.last_error).toMatch(/^connection failed \(ECONNREFUSED\)$/);
    }
    expect(await worker.runOnce(later(20 * 60))).toBe(0); // still down 20 minutes on
    await receiver.reopen();
    expect(await worker.runOnce(later(2 * 3600))).toBe(3);
    expect(await worker.runOnce(later(4 * 3600))).toBe(0);
    const seen = receiver.received.map((r) => r.json.id);
    expect(seen).toHaveLength(3);
    expect(new Set(seen)).toEqual(new Set(waiting.map((row) => row.event_id)));
    expect(receiver.received.map((r) => r.json.event).sort()).toEqual([
      "fabric.created",
      "fabric.created",
      "fabric.deleted",
    ]);
  });

  it("gives up 24 hours after the first attempt: failed, and 'send again' queues the same event anew", async () => {
    const hook = await addHook();
    receiver.answer = () => ({ status: 503 });
    await publish();
    await worker.runOnce();
    await worker.runOnce(later(23 * 3600));
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: "pending", attempts: 2 });
    await worker.runOnce(later(25 * 3600));
    const [failed] = await deliveries(hook.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 3, response_status: 503 });
    receiver.answer = () => ({ status: 200 });
    const again = await api("POST", `/api/webhooks/${hook.id}/deliveries/${failed!.id}/retry`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ event_id: failed!.event_id, status: "pending", attempts: 0 });
    await worker.runOnce();
    const [latest, old] = await deliveries(hook.id);
    expect(latest).toMatchObject({ status: "delivered", event_id: failed!.event_id });
    expect(old).toMatchObject({ status: "failed" });
    const last = receiver.received.at(-1)!;
    expect(last.json.id).toBe(failed!.event_id);
    expect(receiver.received[0]!.body).toBe(last.body);
    // A delivery still being tried is not sent again; another webhook's delivery is not found.
    const other = await addHook();
    expect((await api("POST", `/api/webhooks/${other.id}/deliveries/${failed!.id}/retry`)).statusCode).toBe(
      404,
    );
  });

  it("follows no redirect: a 3xx is a failed attempt with its status, and the redirect's target gets nothing", async () => {
    const elsewhere = await startReceiver();
    try {
      const hook = await addHook();
      receiver.answer = () => ({ status: 302, headers: { location: elsewhere.url } });
      await publish();
      await worker.runOnce();
      expect((await deliveries(hook.id))[0]).toMatchObject({
        status: "pending",
        response_status: 302,
        last_error: "redirect (HTTP 302) not followed",
      });
      expect(elsewhere.received).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it("a receiver that never answers: the change answered at once, the attempt stops at the timeout", async () => {
    const hook = await addHook();
    receiver.answer = () => "hang";
    const started = Date.now();
    await publish();
    const test = await api("POST", `/api/webhooks/${hook.id}/test`);
    expect(test.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
    const sending = Date.now();
    expect(await worker.runOnce()).toBe(0);
    // Both sent side by side: the run took one timeout, not two.
    expect(Date.now() - sending).toBeLessThan(TIMEOUT_MS * 2);
    const rows = await deliveries(hook.id);
    expect(rows.map((row) => row.event).sort()).toEqual(["fabric.created", "webhook.test"]);
    for (const row of rows)
      expect(row).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: `no answer within ${TIMEOUT_MS} ms`,
      });
  });

  it("a target no longer allowed is refused at send time and nothing is sent", async () => {
    const hook = await addHook();
    t.ctx.config.webhooks.allowedTargets = [];
    await publish();
    await worker.runOnce();
    expect(receiver.received).toEqual([]);
    expect((await deliveries(hook.id))[0]!.last_error).toMatch(/^refused: /);
  });

  it("two workers running at the same moment deliver each event once", async () => {
    await addHook(["fabric.updated"]);
    const id = await publish();
    for (let i = 0; i < 12; i++)
      expect(
        (await write("PUT", `/api/fabrics/${id}`, { name: `Keten ${i}`, description: "x" })).statusCode,
      ).toBe(200);
    const second = startWebhookWorker(t.ctx, t.app.log, { poll: false });
    try {
      const [a, b] = await Promise.all([worker.runOnce(), second.runOnce()]);
      expect(a + b).toBe(12);
    } finally {
      await second.stop();
    }
    const seen = receiver.received.map((r) => r.json.id);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it("a test event, the log's newest status in the list, deleting removes the log; old deliveries go after 30 days", async () => {
    const hook = await addHook();
    expect((await api("POST", "/api/webhooks/999999/test")).statusCode).toBe(404);
    await api("POST", `/api/webhooks/${hook.id}/test`);
    await worker.runOnce();
    expect(receiver.received[0]!.json).toMatchObject({ event: "webhook.test" });
    const list = (await api("GET", "/api/webhooks")).json().data;
    expect(list[0].last_delivery.status).toBe("delivered");
    expect((await applyRetention(t.ctx, later(29 * 86400))).webhook_delivery).toBe(0);
    expect((await applyRetention(t.ctx, later(31 * 86400))).webhook_delivery).toBe(1);
    await api("POST", `/api/webhooks/${hook.id}/test`);
    expect((await api("DELETE", `/api/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect(
      await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id)),
    ).toEqual([]);
    expect((await api("GET", `/api/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);
  });
});
