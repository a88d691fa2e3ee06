import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { upsertAdmin } from "../../server/modules/auth/accounts";
import { startMetricsListener, type MetricsListener } from "../../server/metrics/listener";
import { newestArchiveTime } from "../../server/metrics/scrape";
import { createTestApp, TEST_DB, type TestApp } from "../helpers/app";

// The production site, as `npm start` serves it (the runner builds first).
const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");
// Ports of their own per database project: the two projects may run at once.
const PUBLIC_PORT = TEST_DB === "postgres" ? 5262 : 5260;
const METRICS_PORT = PUBLIC_PORT + 1;
const SENDER = "metrics-sender@example.com";

type Samples = Map<string, number>;

/** `name{labels} value` lines into a map keyed by `name{labels}` as written. */
function parse(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const cut = line.lastIndexOf(" ");
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

const value = (samples: Samples, key: string) => samples.get(key) ?? 0;

let t: TestApp;
let metrics: MetricsListener;
const publicUrl = (p: string) => `http://127.0.0.1:${PUBLIC_PORT}${p}`;
const metricsUrl = (p: string) => `http://127.0.0.1:${METRICS_PORT}${p}`;
const scrape = async () => {
  const res = await fetch(metricsUrl("/metrics"));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

beforeAll(async () => {
  if (!fs.existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  t = await createTestApp(
    { METRICS_PORT: String(METRICS_PORT), MAIL_TO: "staff@example.com" },
    { site: true },
  );
  await t.app.listen({ port: PUBLIC_PORT, host: "127.0.0.1" });
  metrics = (await startMetricsListener(t.ctx, t.app.log))!;
});
afterAll(async () => {
  await metrics?.close();
  await t?.close();
});

describe("metrics listener", () => {
  it("counts the traffic it sees: requests, cache, render, failed login, queued mail, database", async () => {
    // Counters are the process's: other test files in this worker may have counted before.
    const before = parse(await scrape());
    const page = { headers: { cookie: "seen=1" } };
    expect((await fetch(publicUrl("/fabrics?lng=de"), page)).status).toBe(200);
    expect((await fetch(publicUrl("/fabrics?lng=de"), page)).status).toBe(200);
    expect((await fetch(publicUrl("/api/fabrics?lng=en&token=hunter2"))).status).toBe(200);
    expect((await fetch(publicUrl("/api/fabrics?lng=en&token=hunter2"))).status).toBe(200);
    await upsertAdmin(t.ctx.db, "metrics-admin", "a-right-password-42");
    const login = await fetch(publicUrl("/api/auth/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "metrics-admin", password: "a-wrong-password-42" }),
    });
    expect(login.status).toBe(401);
    const contact = await fetch(publicUrl("/api/contact-messages"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        full_name: "Ayşe Yılmaz",
        email: SENDER,
        phone: "+90 555 000 00 00",
        message: "Merhaba",
      }),
    });
    expect(contact.status).toBe(201);

    const text = await scrape();
    const after = parse(text);
    const delta = (key: string) => value(after, key) - value(before, key);
    expect(delta("site_login_failures_total")).toBe(1);
    expect(value(after, "site_login_throttled_total")).toBeGreaterThanOrEqual(0);
    expect(delta('site_public_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(delta('site_public_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(2);
    expect(delta("site_ssr_render_duration_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(value(after, "site_ssr_render_duration_seconds_sum")).toBeGreaterThan(0);
    expect(
      delta('site_http_request_duration_seconds_count{route="ssr",method="GET",status_class="2xx"}'),
    ).toBe(2);
    expect(
      delta('site_http_request_duration_seconds_count{route="/api/fabrics",method="GET",status_class="2xx"}'),
    ).toBe(2);
    expect(
      delta(
        'site_http_request_duration_seconds_count{route="/api/auth/login",method="POST",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(value(after, "site_mail_outbox_waiting_messages")).toBeGreaterThanOrEqual(1);
    expect(value(after, "site_mail_outbox_oldest_waiting_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(value(after, "site_mail_outbox_oldest_waiting_age_seconds")).toBeLessThan(600);
    expect(delta("site_db_query_duration_seconds_count")).toBeGreaterThan(5);
    expect(value(after, "site_ready")).toBe(1);
    expect(text).toContain("# TYPE site_object_store_errors_total counter");
    expect(value(after, "site_process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    expect(value(after, 'site_nodejs_heap_bytes{kind="used"}')).toBeGreaterThan(0);
    expect(value(after, "site_process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(text).toMatch(/^site_nodejs_eventloop_delay_seconds\{stat="p99"\} \d/m);
    if (TEST_DB === "postgres")
      expect(value(after, 'site_db_pool_clients{state="total"}')).toBeGreaterThan(0);
    // Without BACKUP_DIR there is nothing to read: the series is left out rather than 0.
    expect(text).not.toContain("site_backup_last_success_timestamp_seconds");
  });

  it("shows no personal data: no address, no query string, no SQL, no raw path", async () => {
    const text = await scrape();
    expect(text).not.toContain(SENDER);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("lng=");
    expect(text).not.toContain("?");
    expect(text).not.toMatch(/\bselect\b|\binsert\b/i);
    expect(text).not.toContain('route="/fabrics"');
    expect(text).not.toContain("metrics-admin");
  });

  it("is not on the public port, and serves nothing but /metrics on its own", async () => {
    const onPublic = await fetch(publicUrl("/metrics"));
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain("site_");
    expect((await fetch(publicUrl("/metrics?x=1"))).status).toBe(404);
    expect((await fetch(metricsUrl("/"))).status).toBe(404);
    expect((await fetch(metricsUrl("/api/fabrics"))).status).toBe(404);
    expect((await fetch(metricsUrl("/metrics"), { method: "POST" })).status).toBe(404);
    // Bound to loopback unless METRICS_HOST says otherwise.
    expect(t.ctx.config.metricsHost).toBe("127.0.0.1");
  });
});

describe("metrics configuration", () => {
  it("is off unless METRICS_PORT is set, and refuses the public port or a stray host", () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" })).toMatchObject({
      metricsPort: 9464,
      metricsHost: "127.0.0.1",
    });
    expect(() => loadConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      new ConfigError([
        "METRICS_PORT: must differ from PORT (3000): the metrics are never served on the public port",
      ]),
    );
    expect(() => loadConfig({ METRICS_HOST: "0.0.0.0" })).toThrow(
      /METRICS_HOST: only used with METRICS_PORT, which is not set/,
    );
    expect(() => loadConfig({ METRICS_PORT: "99999" })).toThrow(/- METRICS_PORT: /);
  });
});

describe("last backup", () => {
  it("is the newest finished archive's time in BACKUP_DIR; a partial one or none does not count", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    try {
      expect(await newestArchiveTime(dir)).toBe(0);
      expect(await newestArchiveTime(path.join(dir, "missing"))).toBe(0);
      const done = path.join(dir, "site-2026-11-27.tar.gz");
      fs.writeFileSync(done, "");
      fs.utimesSync(done, 1_700_000_000, 1_700_000_000);
      fs.writeFileSync(path.join(dir, "site-2026-11-28.tar.gz.part"), "");
      expect(await newestArchiveTime(dir)).toBe(1_700_000_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
