// Two processes behind Debian's nginx running deploy/nginx.conf (only the addresses replaced):
// through the proxy, the form limit counts each client's own address, a 12 MiB photo passes,
// a session and the cache behave as one site; then a rolling restart of both processes
// (scripts/rolling-restart.sh) under steady mixed traffic loses and doubles nothing. Real
// processes, a database of the test's own on the shared PostgreSQL server, a real SMTP server.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type Admin, type Answer, multipart, portBlock, tempDir, waitFor } from "../faults/harness";
import { jpeg, noisyJpeg } from "../fixtures/images";
import { startSmtp } from "../helpers/smtp";
import { OUTSIDE } from "./outside";
import { nginxAvailable, ROLLING, send, startNginx, startProcess, stopProcesses } from "./proxy";
import { createDatabase, sharedPostgres, type TestDatabase } from "./support";

const { available } = await sharedPostgres();
// From outside (CLUSTER_URLS) the processes are someone else's: this file starts its own.
const withNginx = available && !OUTSIDE && nginxAvailable();
const port = portBlock(Number(process.env.CLUSTER_PORT_BASE ?? 3500) + 50);
const FORM_LIMIT = 5;
const MiB = 1024 * 1024;
const report = (line: string) => console.info(`[cluster] ${line}`);

describe.skipIf(!withNginx)("two processes behind nginx (deploy/nginx.conf)", () => {
  let db: TestDatabase;
  const smtp = startSmtp();
  const runDir = tempDir("site-nginx-run-");
  const dataDir = tempDir("site-nginx-data-");
  const ports: [number, number] = [port(), port()];
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let processes: ReturnType<typeof startProcess>[] = [];
  let admin: Admin;
  let fabricId = 0;

  const post = (pathname: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
    send(proxy.url, pathname, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      from,
    });
  const contact = (marker: string) => ({
    full_name: `Rolling ${marker}`,
    email: `${marker}@example.test`,
    message: `Message ${marker}: poplin swatches, please.`,
  });
  const photo = async (image: Buffer, from = "127.0.0.1") => {
    const form = multipart({}, [
      { field: "image", filename: "weave.jpg", contentType: "image/jpeg", content: image },
    ]);
    return send(proxy.url, `/api/fabrics/${fabricId}/photos`, {
      method: "POST",
      headers: { ...admin.headers, origin: proxy.url, ...form.headers },
      body: form.body,
      from,
    });
  };
  /** How many requests each process logged for `pathname`. */
  const served = (pathname: string) => processes.map((p) => p.log().split(`"url":"${pathname}"`).length - 1);

  beforeAll(async () => {
    db = await createDatabase();
    const smtpPort = await smtp.listen();
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      SEED: "demo",
      LOG_LEVEL: "info",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      FORM_RATE_WINDOW_MS: "600000",
      // One proxy in front: the client is the address nginx appends to X-Forwarded-For.
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: "staff@example.test",
      MAIL_POLL_MS: "200",
      // Longer than the proxy's keepalive_timeout (4 s), as compose.yaml has it.
      SHUTDOWN_GRACE_MS: "5000",
      UPLOAD_MIN_FREE_MB: "1",
    };
    processes = ports.map((p, i) => startProcess(runDir, `app${i + 1}`, p, env));
    await Promise.all(processes.map((p) => p.ready()));
    proxy = await startNginx(tempDir("site-nginx-"), ports, port());
    const login = await post("/api/auth/login", ADMIN, "127.0.0.1");
    expect(login.status, login.text()).toBe(200);
    const pair = ([] as string[])
      .concat(login.headers["set-cookie"] ?? [])
      .map((c) => c.split(";")[0]!)
      .find((c) => /^(__Host-)?sid=/.test(c))!;
    const csrf = login.json().data.csrfToken as string;
    admin = {
      cookie: pair,
      csrf,
      token: pair.split("=")[1]!,
      headers: { cookie: pair, "x-csrf-token": csrf },
    };
    fabricId = (await send(proxy.url, "/api/fabrics?lng=en&page_size=1")).json().data[0].id;
  });
  afterAll(async () => {
    await proxy?.stop();
    await stopProcesses(runDir);
    await smtp.close();
    await db?.drop();
  });

  it("a session made through one request is valid on the next ones, served by both processes", async () => {
    for (let i = 0; i < 4; i++) {
      const me = await send(proxy.url, "/api/auth/me", { headers: { cookie: admin.cookie } });
      expect(me.status).toBe(200);
    }
    expect(served("/api/auth/me")).toEqual([2, 2]);
  });

  it("the form limit counts the client's address nginx forwards, whatever X-Forwarded-For the client sends", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT + 2; i++) {
      // A made-up X-Forwarded-For changes nothing: nginx appends the real address after it.
      const spoof = { "x-forwarded-for": `198.51.100.${i}` };
      statuses.push((await post("/api/contact-messages", contact(`limit-${i}`), "127.0.0.2", spoof)).status);
    }
    expect(statuses).toEqual([...Array(FORM_LIMIT).fill(201), 429, 429]);
    // Another client has its own count.
    expect((await post("/api/contact-messages", contact("limit-other"), "127.0.0.3")).status).toBe(201);
    report(`form limit through nginx, client 127.0.0.2: ${statuses.join(" ")}; client 127.0.0.3: 201`);
  });

  it("a 12 MiB photo passes through nginx and is stored", async () => {
    const image = await noisyJpeg(4200, 3400);
    expect(image.length).toBeGreaterThan(12 * MiB);
    const uploaded = await photo(image);
    expect(uploaded.status, uploaded.text()).toBe(201);
    const src = uploaded.json().data.image.src as string;
    expect((await send(proxy.url, src)).status).toBe(200);
  });

  it("an edit through nginx empties the cache of both processes", async () => {
    const email = async () => (await send(proxy.url, "/api/contact-info?lng=en")).json().data.email as string;
    for (const next of ["sales-a@example.test", "sales-b@example.test"]) {
      for (let i = 0; i < 4; i++) await email(); // held in both caches
      const put = await send(proxy.url, "/api/contact-info", {
        method: "PUT",
        headers: { ...admin.headers, origin: proxy.url, "content-type": "application/json" },
        body: JSON.stringify({ email: next }),
      });
      expect(put.status, put.text()).toBe(200);
      // Two answers in a row (one from each process, round robin) show the new address.
      await waitFor(async () => (await email()) === next && (await email()) === next, 3000);
    }
  });

  it("a rolling restart of both processes under steady traffic: nothing failed, lost or doubled", async () => {
    const failures: string[] = [];
    const markers: string[] = [];
    let sent = 0;
    let uploads = 0;
    let running = true;
    const image = await jpeg(640, 480, "#396");
    const photos = async () =>
      (
        await db.query<{ n: number }>("select count(*)::int as n from fabric_photos where fabric_id = $1", [
          fabricId,
        ])
      )[0]!.n;
    const photosBefore = await photos();
    let uploaded = 0;
    const check = async (
      what: string,
      call: () => Promise<Answer>,
      ok = (s: number) => s >= 200 && s < 400,
    ) => {
      sent++;
      try {
        const answer = await call();
        if (!ok(answer.status)) failures.push(`${what}: ${answer.status} ${answer.text().slice(0, 200)}`);
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
      }
    };
    const run = Date.now().toString(36);
    const loop = async (step: (i: number) => Promise<void>, pause: number) => {
      for (let i = 0; running; i++) {
        await step(i);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };
    const traffic = [
      loop((i) => check("page", () => send(proxy.url, i % 2 ? "/?lng=en" : "/fabrics?lng=de")), 20),
      loop(
        (i) =>
          check("api", () => send(proxy.url, i % 2 ? "/api/fabrics?lng=en" : "/api/contact-info?lng=de")),
        20,
      ),
      loop(async (i) => {
        // Each post from an address of its own (the form limit is per address).
        const marker = `roll-${run}-${i}`;
        markers.push(marker);
        await check("post", () =>
          post("/api/contact-messages", contact(marker), `127.0.${10 + (i >> 8)}.${(i % 250) + 1}`),
        );
      }, 100),
      loop(async () => {
        uploads++;
        await check("upload", async () => {
          const answer = await photo(image);
          if (answer.status === 201) uploaded++;
          return answer;
        });
      }, 1000),
    ];
    // Each process asked directly, on keep-alive requests: while draining it closes the connection.
    const draining: (string | undefined)[] = [];
    traffic.push(
      loop(async (i) => {
        const answer = await send(processes[i % 2]!.url, "/readyz", {
          headers: { connection: "keep-alive" },
        }).catch(() => null);
        if (answer?.status === 503) draining.push(answer.headers.connection);
      }, 50),
    );
    const started = Date.now();
    const rolling = spawn("sh", [ROLLING, "processes", runDir], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, SETTLE_SECONDS: "1" },
    });
    const out: string[] = [];
    rolling.stdout.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    rolling.stderr.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => rolling.once("exit", resolve));
    running = false;
    await Promise.all(traffic);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    expect(code, out.join("")).toBe(0);

    const rows = await db.query<{ message: string }>(
      "select message from contact_messages where message like $1",
      [`Message roll-${run}-%`],
    );
    const stored = new Map<string, number>();
    for (const { message } of rows) {
      const marker = /^Message (\S+):/.exec(message)![1]!;
      stored.set(marker, (stored.get(marker) ?? 0) + 1);
    }
    await waitFor(
      async () =>
        (await db.query("select 1 from mail_outbox where status in ('pending', 'sending')")).length === 0,
      20_000,
    );
    const mails = new Map<string, number>();
    for (const mail of smtp.received) {
      const marker = /roll-[a-z0-9]+-\d+/.exec(/^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "")?.[0];
      if (marker?.startsWith(`roll-${run}-`)) mails.set(marker, (mails.get(marker) ?? 0) + 1);
    }
    const newPhotos = (await photos()) - photosBefore;
    const refused = proxy.errors().split("Connection refused) while connecting to upstream").length - 1;
    const once = (counts: Map<string, number>) => markers.filter((m) => counts.get(m) === 1).length;
    report(
      `rolling restart of 2 processes behind nginx in ${seconds} s: requests sent ${sent}, failed ${failures.length}, ` +
        `form posts ${markers.length}, rows stored once ${once(stored)} (rows ${rows.length}), ` +
        `mails sent once ${once(mails)} (mails ${[...mails.values()].reduce((a, b) => a + b, 0)}), uploads ${uploads}, photos stored ${newPhotos}; ` +
        `connections refused by a stopped process and passed to the other one: ${refused}`,
    );
    expect(failures).toEqual([]);
    expect(rows.length).toBe(markers.length);
    expect(once(stored)).toBe(markers.length);
    expect(once(mails)).toBe(markers.length);
    expect([...mails.keys()].every((m) => markers.includes(m))).toBe(true);
    // Both processes were replaced: new pids, both ready.
    for (const p of processes) expect(p.log().split('"server ready"').length - 1).toBe(2);
    expect(draining.length).toBeGreaterThan(0);
    expect(new Set(draining)).toEqual(new Set(["close"]));
    expect(newPhotos).toBe(uploads);
    expect(uploaded).toBe(uploads);
  });
});
