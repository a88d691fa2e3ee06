// The three integration parts together, as the mill's systems use them: the ERP imports the
// stock with its own API token (stock:write), a PLM reads it with another (catalogue:read), the
// public answer and its cache follow the import, the import is logged under the token's name,
// and a webhook subscribed to stock.changed gets the colourways that changed, as bands, signed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookWorker, type WebhookWorker } from "../../server/modules/webhooks";
import { type AdminSession, createTestApp, loginAdmin, type TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { type Receiver, startReceiver, verifySignature } from "../helpers/webhook-receiver";
import { jpeg } from "../fixtures/images";

const SECRET = "whsec-integration-0123456789";
let t: TestApp;
let admin: AdminSession;
let receiver: Receiver;
let worker: WebhookWorker;
let fabricId: number;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ WEBHOOK_ALLOWED_TARGETS: "127.0.0.1" });
  worker = startWebhookWorker(t.ctx, t.app.log, { poll: false });
  admin = await loginAdmin(t);
  const write = fabricWriter(t, admin, await jpeg(120, 90));
  const res = await write("POST", "/api/fabrics", {
    name: "Keten dimi",
    description: "Gömleklik",
    card: JSON.stringify({ ...LINEN_TWILL, code: "KM-3600", stock_service: "in_stock" }),
  });
  expect(res.statusCode, res.body).toBe(201);
  fabricId = res.json().data.id;
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await t.close();
});

const staff = (method: "POST" | "GET", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const withToken = (
  token: string,
  method: "GET" | "PUT",
  url: string,
  payload?: object | string,
  type?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(type ? { "content-type": type } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
async function newToken(name: string, scopes: string[]) {
  const res = await staff("POST", "/api/api-tokens", { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { token: string }).token;
}
const bandsOf = async () => {
  const res = await t.app.inject(`/api/fabrics/${fabricId}?lng=en`);
  expect(res.statusCode).toBe(200);
  return res;
};

describe("the ERP, a PLM and a CRM around the stock", () => {
  it("an import with a stock:write token turns a colourway limited in the public answer, is logged under the token, and is sent to the webhook", async () => {
    const hook = await staff("POST", "/api/webhooks", {
      url: receiver.url,
      events: ["stock.changed"],
      secret: SECRET,
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const erp = await newToken("ERP stock", ["stock:write"]);
    const plm = await newToken("PLM", ["catalogue:read"]);

    // Before any figure: no band; the answer is cached.
    const before = await bandsOf();
    expect(before.json().data.fabric.colourways.map((c: { stock?: unknown }) => c.stock)).toEqual([
      undefined,
      undefined,
    ]);
    await bandsOf();

    const csv =
      "code,colourway,available_m,next_batch_on,next_batch_m\nKM-3600,01,240,,\nKM-3600,14,40.5,2027-01-12,1800\n";
    expect((await withToken(plm, "PUT", "/api/stock", csv, "text/csv")).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/stock",
          payload: csv,
          headers: { "content-type": "text/csv" },
        })
      ).statusCode,
    ).toBe(401);
    const imported = await withToken(erp, "PUT", "/api/stock", csv, "text/csv");
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ lines: 2, created: 2, updated: 0, removed: 0 });

    // The public answer follows at once (the cache was emptied), with bands and never the metres.
    const after = await bandsOf();
    const colourways = after.json().data.fabric.colourways as { ref: string; stock: { band: string } }[];
    expect(colourways.map((c) => [c.ref, c.stock.band])).toEqual([
      ["01", "in_stock"],
      ["14", "limited"],
    ]);
    // No figure of the file (240 m, 40.5 m = 405 dm, 1,800 m) outside the answer's times (a time's
    // milliseconds may read 240), and each stock says only its band, next batch and date.
    expect(after.body.replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '""')).not.toMatch(/\b(40\.5|405|240|1800)\b/);
    for (const colourway of colourways) {
      expect(Object.keys(colourway.stock).sort()).toEqual(["band", "next_batch_on", "updated_at"]);
    }

    // The PLM reads the figures; the ERP's token cannot.
    const list = await withToken(plm, "GET", "/api/stock?q=KM-3600");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain("40.5");
    expect((await withToken(erp, "GET", "/api/stock")).statusCode).toBe(403);

    // The activity log names the token.
    const dashboard = await staff("GET", "/api/dashboard");
    const recent = dashboard.json().data.recent as { entity: string; by: unknown }[];
    expect(recent.find((item) => item.entity === "fabric_stock")?.by).toEqual({
      kind: "token",
      name: "ERP stock",
    });

    // The webhook: one signed stock.changed with the colourways as bands.
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(verifySignature(SECRET, got)).toBe(true);
    expect(got.json.event).toBe("stock.changed");
    expect((got.json.data as { colourways: unknown[] }).colourways).toEqual([
      { code: "KM-3600", colourway: "01", band: "in_stock", next_batch_on: null },
      { code: "KM-3600", colourway: "14", band: "limited", next_batch_on: "2027-01-12" },
    ]);
    expect(got.body).not.toContain("40.5");

    // The same file again changes nothing: no event.
    const again = await withToken(erp, "PUT", "/api/stock", csv, "text/csv");
    expect(again.json().data).toMatchObject({ unchanged: 2 });
    expect(await worker.runOnce()).toBe(0);
  });
});
