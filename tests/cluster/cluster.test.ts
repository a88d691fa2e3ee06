// Two processes of the same build on one PostgreSQL database behave as one site: both start at
// the same moment on an empty database, then share sessions, cache invalidation, the form rate
// limit, the mail outbox and partial-upload folders, and a restart logs nobody out. Real
// processes (the built server), a real database of the test's own on the shared server, a real
// SMTP server; nothing mocked. Uploads go to an S3-compatible bucket (a test server started here)
// and each process has a data folder of its own, so nothing can depend on a shared disk;
// CLUSTER_STORAGE=local runs the same checks with one shared DATA_DIR and no bucket.
// CLUSTER_URLS runs them from outside, against two processes started by someone else
// (tests/cluster/outside.ts, scripts/cluster-outside.sh).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contact,
  login,
  multipart,
  pdf,
  portBlock,
  request,
  type Server,
  startServer,
  tempDir,
  waitFor,
} from "../faults/harness";
import { jpeg } from "../fixtures/images";
import { startSmtp } from "../helpers/smtp";
import { type Receiver, startReceiver, verifySignature } from "../helpers/webhook-receiver";
import { startBucket, type TestBucket } from "./bucket";
import {
  OUTSIDE,
  outsideBucket,
  outsideControl,
  outsideDatabase,
  outsideEnv,
  outsideLogs,
  outsideServer,
  outsideSmtpPort,
} from "./outside";
import { createDatabase, sharedPostgres, type TestDatabase } from "./support";

const { available } = await sharedPostgres();
const port = portBlock(Number(process.env.CLUSTER_PORT_BASE ?? 3500));
const FORM_LIMIT = 5;
const S3 = OUTSIDE ? Boolean(process.env.S3_BUCKET) : process.env.CLUSTER_STORAGE !== "local";
/** Processes the suite starts itself (not CLUSTER_URLS). */
const OWN = !OUTSIDE;
/** Checks that read a process's data folder, or kill and restart it: the suite's own, or known by pid and folder. */
const CONTROL = OWN || outsideControl();
/** What the processes print: their own output, or their log files from outside. */
const OUTPUT = OWN || outsideLogs();
const report = (line: string) => console.info(`[cluster] ${line}`);

describe.skipIf(!available)("two processes on one PostgreSQL database", () => {
  let db: TestDatabase;
  let bucket: TestBucket | undefined;
  const dataDirs = { a: "", b: "" };
  const smtp = startSmtp();
  let receiver: Receiver | undefined;
  let env: Record<string, string>;
  let a: Server;
  let b: Server;
  const ports = { a: port(), b: port() };

  const start = (which: "a" | "b") =>
    startServer({ port: ports[which], dataDir: dataDirs[which], env, readyTimeoutMs: 110_000 });
  /** What a process holds in its data folder's uploads/ or private/ (with a bucket: nothing). */
  const localFiles = (server: Server, area: "uploads" | "private") =>
    fs.readdirSync(path.join(server.dataDir, area));
  /** The stored objects of an area: the bucket's, or the shared folder's. */
  const stored = async (area: "uploads" | "private") =>
    bucket ? await bucket.keys(area) : fs.readdirSync(path.join(dataDirs.a, area)).sort();
  const origin = (server: Server) => ({ origin: server.url });
  const me = (server: Server, cookie: string) => request(server.url, "/api/auth/me", { headers: { cookie } });
  /** A contact-form post from `ip` (TRUST_PROXY=loopback: the address the test's proxy header names). */
  const post = (server: Server, ip: string, n: string) =>
    request(server.url, "/api/contact-messages", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(contact(n)),
    });

  beforeAll(async () => {
    if (OUTSIDE) {
      db = outsideDatabase();
      bucket = outsideBucket();
      await smtp.listen(outsideSmtpPort());
      [a, b] = OUTSIDE.map((url, i) => outsideServer(url, i)) as [Server, Server];
      // A's successor (after the kill) starts where A ran, with the variables A had.
      env = outsideEnv();
      ports.a = a.port;
      dataDirs.a = a.dataDir;
      dataDirs.b = b.dataDir;
      report(
        `from outside: ${OUTSIDE.join(" and ")}, files ${S3 ? "in the bucket" : "in a shared DATA_DIR"}`,
      );
      return;
    }
    db = await createDatabase();
    dataDirs.a = tempDir("site-cluster-");
    dataDirs.b = S3 ? tempDir("site-cluster-b-") : dataDirs.a;
    if (S3) bucket = await startBucket();
    const smtpPort = await smtp.listen();
    receiver = await startReceiver();
    env = {
      DATABASE_URL: db.url,
      SEED: "demo",
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      FORM_RATE_WINDOW_MS: "600000",
      TRUST_PROXY: "loopback",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: "staff@example.test",
      MAIL_POLL_MS: "200",
      WEBHOOK_ALLOWED_TARGETS: `127.0.0.1:${receiver.port}`,
      WEBHOOK_POLL_MS: "200",
      ...bucket?.env,
    };
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp.close();
    await receiver?.close();
    await db?.drop();
    await bucket?.close();
  });

  it("both start at the same moment on an empty database: one migrates and seeds, both become ready", async () => {
    if (OWN) {
      const started = Date.now();
      [a, b] = await Promise.all([start("a"), start("b")]);
      report(`both ready in ${Date.now() - started} ms`);
    }
    for (const server of [a, b]) expect((await request(server.url, "/readyz")).status).toBe(200);
    if (OUTPUT) {
      const output = [...a.output, ...b.output];
      expect(output.filter((line) => line.includes("duplicate key value"))).toEqual([]);
      // pg 9 refuses a query sent while another runs on the same client; pg 8 warns.
      expect(output.filter((line) => line.includes("already executing a query"))).toEqual([]);
      expect(output.filter((line) => line.includes("demo content seeded"))).toHaveLength(1);
    }
    const migrations = await db.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    const journal = JSON.parse(fs.readFileSync("server/db/migrations/meta/_journal.json", "utf8"));
    expect(migrations[0]!.n).toBe(journal.entries.length);
    // One set of demo images: the process that did not seed left none of its own behind.
    const keys = new Set(
      (await db.query<{ k: string }>("select storage_key as k from media")).map((r) => r.k),
    );
    expect(keys.size).toBeGreaterThan(0);
    const files = await stored("uploads");
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => !keys.has(name.slice(0, name.lastIndexOf("-"))))).toEqual([]);
    if (S3 && CONTROL) expect([...localFiles(a, "uploads"), ...localFiles(b, "uploads")]).toEqual([]);
    expect((await db.query<{ n: number }>("select count(*)::int as n from admin_users"))[0]!.n).toBe(1);
  });

  let cookie = "";
  it("a session made on A works on B", async () => {
    const admin = await login(a.url);
    cookie = admin.cookie;
    expect((await me(b, cookie)).status).toBe(200);
    // A write on B with the session and CSRF token made on A.
    const put = await request(b.url, "/api/contact-info", {
      method: "PUT",
      headers: { ...admin.headers, ...origin(b), "content-type": "application/json" },
      body: JSON.stringify({ phone: "+90 212 555 00 01" }),
    });
    expect(put.status, put.text()).toBe(200);
  });

  it("a photo uploaded through A is served by B; a CV sent through A downloads from B with a session only", async () => {
    const admin = await login(a.url);
    const [fabric] = (await request(a.url, "/api/fabrics?lng=en&page_size=1")).json().data as {
      id: number;
    }[];
    const photo = multipart({}, [
      {
        field: "image",
        filename: "weave.jpg",
        contentType: "image/jpeg",
        content: await jpeg(800, 600, "#36c"),
      },
    ]);
    const uploaded = await request(a.url, `/api/fabrics/${fabric!.id}/photos`, {
      method: "POST",
      headers: { ...admin.headers, ...origin(a), ...photo.headers },
      body: photo.body,
    });
    expect(uploaded.status, uploaded.text()).toBe(201);
    const src = uploaded.json().data.image.src as string;
    const served = await request(b.url, src);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const file = decodeURIComponent(src.slice("/uploads/".length));
    expect(await stored("uploads")).toContain(file);
    if (S3 && CONTROL) expect(localFiles(a, "uploads")).toEqual([]);

    const cv = pdf(64 * 1024);
    const form = multipart(
      {
        full_name: "Deniz Kaya",
        email: "deniz.kaya@example.test",
        position: "Dokuma teknisyeni",
        language: "tr",
      },
      [{ field: "file", filename: "cv.pdf", contentType: "application/pdf", content: cv }],
    );
    const sent = await request(a.url, "/api/careers", {
      method: "POST",
      headers: { ...form.headers, "x-forwarded-for": "203.0.113.90" },
      body: form.body,
    });
    expect(sent.status, sent.text()).toBe(201);
    const cvFile = `/api/applications/${sent.json().data.id}/file`;
    expect((await request(b.url, cvFile)).status).toBe(401);
    const download = await request(b.url, cvFile, { headers: { cookie: admin.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.body.equals(cv)).toBe(true);
    if (S3) {
      const [row] = await db.query<{ k: string }>(
        "select storage_key as k from private_files order by id desc limit 1",
      );
      expect(await stored("private")).toContain(row!.k);
      if (CONTROL) expect(localFiles(a, "private")).toEqual([]);
      // Never public: the key is not an image of /uploads.
      expect((await request(b.url, `/uploads/${row!.k}`)).status).toBe(404);
    }
  });

  const contactEmail = async (server: Server) =>
    (await request(server.url, "/api/contact-info?lng=en")).json().data.email as string;
  const setEmail = async (server: Server, email: string) => {
    const admin = await login(server.url);
    const put = await request(server.url, "/api/contact-info", {
      method: "PUT",
      headers: { ...admin.headers, ...origin(server), "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(put.status, put.text()).toBe(200);
  };

  it("an edit on A is seen on B's public API at once (cache emptied over LISTEN/NOTIFY)", async () => {
    await contactEmail(b);
    await contactEmail(b); // now held in B's cache
    await setEmail(a, "sales-1@example.test");
    const ms = await waitFor(async () => (await contactEmail(b)) === "sales-1@example.test", 2000);
    report(`B saw A's edit after ${ms} ms`);
  });

  it("B's listener reconnects after its connection is cut, with its cache emptied", async () => {
    await contactEmail(b);
    const cut = await db.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'site-cache-listener'",
    );
    expect(cut.length).toBe(2);
    await setEmail(a, "sales-2@example.test");
    await waitFor(async () => (await contactEmail(b)) === "sales-2@example.test", 5000);
    // Listening again: a later edit reaches B through a notification, not a disabled cache.
    await waitFor(
      async () =>
        (
          await db.query(
            "select 1 from pg_stat_activity where datname = current_database() and application_name = 'site-cache-listener'",
          )
        ).length === 2,
      10_000,
    );
    await contactEmail(b);
    await setEmail(a, "sales-3@example.test");
    await waitFor(async () => (await contactEmail(b)) === "sales-3@example.test", 2000);
  });

  it("the contact-form limit counts posts to A and B together", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * FORM_LIMIT; i++) {
      const res = await post(i % 2 === 0 ? a : b, "203.0.113.7", `limit-${i}`);
      statuses.push(res.status);
      // The plugin's answer, as with one process: the error body and Retry-After.
      if (res.status === 429) {
        expect(res.json().error).toBeTruthy();
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, FORM_LIMIT)).toEqual(Array(FORM_LIMIT).fill(201));
    expect(statuses.slice(FORM_LIMIT)).toEqual(Array(FORM_LIMIT).fill(429));
    // Another address has its own count.
    expect((await post(b, "203.0.113.8", "limit-other")).status).toBe(201);
  });

  it("an API token made on A works on B, counts its requests on A and B together, and a revocation on A holds on B at once", async () => {
    const staff = await login(a.url);
    const made = await request(a.url, "/api/api-tokens", {
      method: "POST",
      headers: { ...staff.headers, ...origin(a), "content-type": "application/json" },
      body: JSON.stringify({ name: "cluster ERP", scopes: ["catalogue:read"] }),
    });
    expect(made.status, made.text()).toBe(201);
    const { id, token } = made.json() as { id: number; token: string };
    const read = (server: Server) =>
      request(server.url, "/api/exports/fabrics.csv", { headers: { authorization: `Bearer ${token}` } });
    const onB = await read(b);
    expect(onB.status).toBe(200);
    const onA = await read(a);
    expect(onA.status).toBe(200);
    // One counter in the database: A's answer counts B's request too.
    expect(Number(onA.headers["x-ratelimit-remaining"])).toBe(Number(onB.headers["x-ratelimit-remaining"]) - 1);
    const revoked = await request(a.url, `/api/api-tokens/${id}`, {
      method: "DELETE",
      headers: { ...staff.headers, ...origin(a) },
    });
    expect(revoked.status).toBe(204);
    // The very next request on B, with no wait: B keeps no copy of the token.
    expect((await read(b)).status).toBe(401);
    expect((await read(a)).status).toBe(401);
  });

  it("the per-address cap of the buyer forms holds for posts split across A and B at once", async () => {
    const [fabric] = (await request(a.url, "/api/fabrics?lng=en&page_size=1")).json().data as { id: number }[];
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const [fair] = await db.query<{ id: number }>(
      "update exhibitions set start_date = $1, end_date = $2 where id = (select min(id) from exhibitions) returning id",
      [day(20), day(22)],
    );
    const forms = {
      "sample-requests": {
        confirmation: "sample_confirmation",
        body: (email: string) => ({
          company: "Chemiserie Lyonnaise",
          full_name: "Claire Dubois",
          email,
          country: "FR",
          kind: "swatch",
          items: [{ fabric_id: fabric!.id }],
        }),
      },
      "meeting-requests": {
        confirmation: "meeting_confirmation",
        body: (email: string) => ({
          exhibition_id: fair!.id,
          date: day(21),
          time: "10:00",
          company: "Camisería Sur",
          full_name: "Lucía Gómez",
          email,
        }),
      },
    };
    const n = 24;
    for (const [path, form] of Object.entries(forms)) {
      const email = `cluster.cap.${path}.${Date.now()}@example.test`;
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          request((i % 2 === 0 ? a : b).url, `/api/${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${100 + i}` },
            body: JSON.stringify(form.body(email)),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      report(`${path}: ${n} at once over A and B: ${statuses.filter((s) => s === 201).length} accepted`);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(n - 3);
      for (const answer of answers.filter((x) => x.status === 429))
        expect(answer.json().error.code).toBe("rate_limited");
      const [queued] = await db.query<{ n: number }>(
        "select count(*)::int as n from mail_outbox where kind = $1 and to_address = $2",
        [form.confirmation, email],
      );
      expect(queued!.n).toBe(3);
    }
  });

  it("each mail is sent once with both workers running, and a dead worker's claim expires", async () => {
    await waitFor(
      async () =>
        (await db.query("select 1 from mail_outbox where status in ('pending', 'sending')")).length === 0,
      20_000,
    );
    smtp.received.length = 0;
    const n = 40;
    await db.query(
      `insert into mail_outbox (kind, to_address, subject, body)
       select 'contact_message', 'staff@example.test', 'cluster-mail-' || i, 'body ' || i from generate_series(1, $1::int) i`,
      [n],
    );
    // Claimed by a worker that died (kill -9) with its lease over; and one still within its lease.
    await db.query(
      `insert into mail_outbox (kind, to_address, subject, body, status, claimed_until) values
       ('contact_message', 'staff@example.test', 'cluster-mail-expired', 'x', 'sending', now() - interval '1 second'),
       ('contact_message', 'staff@example.test', 'cluster-mail-leased', 'x', 'sending', now() + interval '1 hour')`,
    );
    const subjects = () => smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim() ?? "");
    await waitFor(() => subjects().filter((s) => s.startsWith("cluster-mail-")).length >= n + 1, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second send would show by now
    const sent = subjects().filter((s) => s.startsWith("cluster-mail-"));
    expect(sent.length).toBe(n + 1);
    expect(new Set(sent).size).toBe(n + 1);
    expect(sent).toContain("cluster-mail-expired");
    expect(sent).not.toContain("cluster-mail-leased");
    if (OUTPUT) {
      const senders = [a, b].map((s) => s.output.filter((line) => line.includes('"mail sent"')).length);
      report(`mails sent by A and B: ${senders.join(" and ")}`);
    }
  });

  it.skipIf(OUTSIDE)(
    "each webhook event is delivered once with both workers running, and a dead worker's claim expires",
    async () => {
      const hooks = receiver!;
      const admin = await login(a.url);
      const secret = "whsec-cluster-0123456789abcdef";
      const created = await request(a.url, "/api/webhooks", {
        method: "POST",
        headers: { ...admin.headers, ...origin(a), "content-type": "application/json" },
        body: JSON.stringify({ url: hooks.url, events: ["fabric.updated"], secret }),
      });
      expect(created.status, created.text()).toBe(201);
      const id = created.json().data.id as number;
      hooks.received.length = 0;
      const n = 40;
      await db.query(
        `insert into webhook_deliveries (webhook_id, event_id, event, body)
         select $1, 'cluster-event-' || i, 'fabric.updated', '{"id":"cluster-event-' || i || '"}'
         from generate_series(1, $2::int) i`,
        [id, n],
      );
      // Claimed by a process that died (its lease over), and one still within its lease.
      await db.query(
        `insert into webhook_deliveries (webhook_id, event_id, event, body, status, claimed_until) values
         ($1, 'cluster-event-expired', 'fabric.updated', '{"id":"cluster-event-expired"}', 'sending', now() - interval '1 second'),
         ($1, 'cluster-event-leased', 'fabric.updated', '{"id":"cluster-event-leased"}', 'sending', now() + interval '1 hour')`,
        [id],
      );
      const ids = () => hooks.received.map((r) => String(r.headers["x-webhook-id"]));
      await waitFor(() => ids().length >= n + 1, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // a second send would show by now
      expect(ids()).toHaveLength(n + 1);
      expect(new Set(ids()).size).toBe(n + 1);
      expect(ids()).toContain("cluster-event-expired");
      expect(ids()).not.toContain("cluster-event-leased");
      for (const got of hooks.received) expect(verifySignature(secret, got)).toBe(true);
      const [{ delivered }] = (await db.query<{ delivered: number }>(
        "select count(*)::int as delivered from webhook_deliveries where status = 'delivered' and webhook_id = $1",
        [id],
      )) as [{ delivered: number }];
      expect(delivered).toBe(n + 1);
      if (OUTPUT) {
        const senders = [a, b].map((s) => s.output.filter((line) => line.includes('"webhook delivered"')).length);
        report(`webhook deliveries by A and B: ${senders.join(" and ")}`);
      }
    },
  );

  /** A process's own folder of partial uploads under its data folder's tmp/. */
  const tmpOf = (server: Server) => path.join(server.dataDir, "tmp");
  const folderOf = (server: Server) =>
    fs.readdirSync(tmpOf(server)).find((name) => name.includes(`-${server.pid}-`));

  it.skipIf(!CONTROL)(
    "A killed (SIGKILL) in the middle of a photo upload leaves no object and no row",
    async () => {
      const admin = await login(a.url);
      const [fabric] = (await request(a.url, "/api/fabrics?lng=en&page_size=1")).json().data as {
        id: number;
      }[];
      const objectsBefore = await stored("uploads");
      const [rowsBefore] = await db.query<{ n: number }>("select count(*)::int as n from media");
      const size = 12 * 1024 * 1024;
      const head = await jpeg(400, 300, "#c63");
      const boundary = "----cluster-kill-boundary";
      const opening = Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="large.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      );
      const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
      const upload = http.request(new URL(`/api/fabrics/${fabric!.id}/photos`, a.url), {
        method: "POST",
        agent: false,
        headers: {
          ...admin.headers,
          ...origin(a),
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(opening.length + size + closing.length),
        },
      });
      const answered = new Promise<string>((resolve) => {
        upload.on("response", (res) => resolve(`answered ${res.statusCode}`));
        upload.on("error", (error) => resolve(error.message));
      });
      // The first megabyte: a JPEG's start, then bytes that keep the upload going.
      upload.write(opening);
      upload.write(Buffer.concat([head, Buffer.alloc(1024 * 1024 - head.length, 7)]));
      const partials = () => {
        const folder = folderOf(a);
        if (!folder) return [];
        return fs
          .readdirSync(path.join(tmpOf(a), folder))
          .map((name) => fs.statSync(path.join(tmpOf(a), folder, name)).size);
      };
      // A has received part of the file into its tmp/ folder, and not all of it.
      await waitFor(() => partials().some((bytes) => bytes > 0), 20_000);
      a.expectExit();
      a.proc.kill("SIGKILL");
      await a.exited;
      upload.destroy();
      expect(await answered).not.toMatch(/^answered/);
      expect(await stored("uploads")).toEqual(objectsBefore);
      const [rowsAfter] = await db.query<{ n: number }>("select count(*)::int as n from media");
      expect(rowsAfter!.n).toBe(rowsBefore!.n);
      if (S3) expect(localFiles(a, "uploads")).toEqual([]);
      a = await start("a");
    },
  );

  it.skipIf(!CONTROL)("restarting A logs nobody out, and leaves B's partial uploads alone", async () => {
    const bFolder = folderOf(b);
    const aFolder = folderOf(a);
    expect(bFolder).toBeTruthy();
    expect(aFolder).toBeTruthy();
    // B is receiving an upload (a fresh partial file); A's folder holds one when A dies.
    const partial = path.join(tmpOf(b), bFolder!, "1-receiving.part");
    fs.writeFileSync(partial, "partial");
    fs.writeFileSync(path.join(tmpOf(a), aFolder!, "1-abandoned.part"), "partial");
    a.expectExit();
    a.proc.kill("SIGKILL");
    await a.exited;
    a = await start("a");
    expect((await me(a, cookie)).status).toBe(200);
    expect((await me(b, cookie)).status).toBe(200);
    expect(fs.existsSync(partial)).toBe(true);
    expect(fs.existsSync(path.join(tmpOf(a), aFolder!))).toBe(false);
    // A stop by SIGTERM removes the process's own folder.
    const restarted = folderOf(a);
    await a.stop();
    expect(fs.existsSync(path.join(tmpOf(a), restarted!))).toBe(false);
    a = await start("a");
    expect((await me(a, cookie)).status).toBe(200);
  });
});
