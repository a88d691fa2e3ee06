// Faults on the embedded database: concurrent deletes, aborted uploads, kill -9, SIGTERM,
// slow clients, a full disk and a mail server that is down. Black box: HTTP and processes.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "../../common/i18n/locales/de/forms.json" with { type: "json" };
import en from "../../common/i18n/locales/en/forms.json" with { type: "json" };
import fr from "../../common/i18n/locales/fr/forms.json" with { type: "json" };
import { jpeg } from "../fixtures/images";
import {
  type Admin,
  apply,
  contact,
  files,
  json,
  listAll,
  login,
  multipart,
  openFds,
  pdf,
  portBlock,
  request,
  type Server,
  startServer,
  total,
  waitFor,
} from "./harness";

const port = portBlock(3700);
const report = (line: string) => console.info(`[faults] ${line}`);

/** Sends a request's head and `share` of its body, then leaves the socket open (or cuts it). */
function partialRequest(
  base: string,
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
  share: number,
) {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  const head =
    `POST ${pathname} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n` +
    Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("") +
    "\r\n";
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  const sent = new Promise<void>((resolve) => {
    socket.once("connect", () => {
      socket.write(head);
      socket.write(body.subarray(0, Math.floor(body.length * share)), () => resolve());
    });
  });
  return { socket, sent, closed };
}

describe("concurrent deletes of one item", () => {
  let server: Server;
  let admin: Admin;
  beforeAll(async () => {
    server = await startServer({ port: port() });
    admin = await login(server.url);
  });
  afterAll(async () => {
    await server.stop();
  });

  const createFabric = async (n: number) => {
    const form = multipart({ name: `Poplin ${n}`, description: `Gömleklik poplin ${n}` }, [
      {
        field: "main_image",
        filename: `f${n}.jpg`,
        contentType: "image/jpeg",
        content: await jpeg(800, 600, n % 2 ? "#246" : "#642"),
      },
    ]);
    const res = await request(server.url, "/api/fabrics", {
      method: "POST",
      headers: { ...admin.headers, ...form.headers },
      body: form.body,
    });
    expect(res.status).toBe(201);
    return res.json().data.id as number;
  };

  it("20 parallel DELETEs: one 204, nineteen 404, its files gone, the other fabric's files kept", async () => {
    const uploads = path.join(server.dataDir, "uploads");
    const kept = await createFabric(1);
    const keptFiles = files(uploads);
    const target = await createFabric(2);
    const targetFiles = files(uploads).filter((f) => !keptFiles.includes(f));
    expect(keptFiles.length, `uploads/ after one fabric: ${keptFiles.join(", ")}`).toBeGreaterThan(0);
    expect(targetFiles.length).toBeGreaterThan(0);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(server.url, `/api/fabrics/${target}`, { method: "DELETE", headers: admin.headers }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    report(
      `parallel deletes: ${statuses.filter((s) => s === 204).length}x204, ${statuses.filter((s) => s === 404).length}x404`,
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
    expect(files(uploads).sort()).toEqual(keptFiles.sort());
    expect((await request(server.url, `/api/fabrics/${kept}`)).status).toBe(200);
    expect((await request(server.url, `/api/fabrics/${target}`)).status).toBe(404);
    expect(server.output.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  });
});

describe("aborted uploads", () => {
  let server: Server;
  let admin: Admin;
  beforeAll(async () => {
    server = await startServer({ port: port() });
    admin = await login(server.url);
  });
  afterAll(async () => {
    await server.stop();
  });

  it("100 CV uploads cut at 60 %: no file, no row, no mail; open descriptors back to the baseline", async () => {
    // Warm up: a complete upload and a read open whatever the server keeps open for good.
    for (let i = 0; i < 3; i++) expect((await apply(server.url, `warm${i}`)).status).toBe(201);
    const before = {
      rows: await total(server.url, admin, "/api/applications"),
      mails: await total(server.url, admin, "/api/mail/outbox"),
      private: files(path.join(server.dataDir, "private")).length,
    };
    await waitFor(() => files(path.join(server.dataDir, "tmp")).length === 0, 5000);
    const baseline = openFds(server.pid);

    let peak = baseline;
    for (let batch = 0; batch < 10; batch++) {
      const cuts = Array.from({ length: 10 }, (_, i) => {
        const form = multipart(
          {
            full_name: `Yarım ${batch}-${i}`,
            email: "yarim@example.com",
            position: "Dokumacı",
            message: "...",
          },
          [{ field: "file", filename: "cv.pdf", contentType: "application/pdf", content: pdf(1024 * 1024) }],
        );
        return { form, req: partialRequest(server.url, "/api/careers", form.headers, form.body, 0.6) };
      });
      await Promise.all(cuts.map((c) => c.req.sent));
      // The server has the partial files open now; then every client disappears.
      await waitFor(() => files(path.join(server.dataDir, "tmp")).length > 0, 5000).catch(() => {});
      peak = Math.max(peak, openFds(server.pid));
      for (const c of cuts) c.req.socket.destroy();
      await Promise.all(cuts.map((c) => c.req.closed));
    }

    const after = {
      rows: await total(server.url, admin, "/api/applications"),
      mails: await total(server.url, admin, "/api/mail/outbox"),
      private: files(path.join(server.dataDir, "private")).length,
    };
    expect(after).toEqual(before);
    // Counted once the last connection (ours, just closed) is released: at or below the baseline.
    const settled = await waitFor(
      () => files(path.join(server.dataDir, "tmp")).length === 0 && openFds(server.pid) <= baseline,
      15_000,
      () =>
        `tmp=${files(path.join(server.dataDir, "tmp")).length} fds=${openFds(server.pid)} baseline=${baseline}`,
    );
    report(
      `aborted uploads: 100 cut at 60 %; fds baseline ${baseline}, peak ${peak}, back to ${openFds(server.pid)} within ${settled} ms`,
    );
    // And the server still takes a whole upload.
    expect((await apply(server.url, "after")).status).toBe(201);
  });
});

describe("kill -9 mid-upload, then restart", () => {
  it("keeps every acknowledged application with its file, and cleans what was in flight", async () => {
    const p = port();
    let server = await startServer({ port: p });
    const dataDir = server.dataDir;
    const acked = new Map<number, string>();
    const cvs = new Map<string, Buffer>();
    let stop = false;
    let refused = 0;

    // Four writers upload CVs one after another until the process dies under them.
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `${w}-${i}`;
        const cv = pdf(150 * 1024, name);
        cvs.set(name, cv);
        const form = multipart(
          { full_name: `Aday ${name}`, email: `a${w}x${i}@example.com`, position: "Dokumacı", message: name },
          [{ field: "file", filename: `${name}.pdf`, contentType: "application/pdf", content: cv }],
        );
        try {
          const res = await request(server.url, "/api/careers", {
            method: "POST",
            headers: form.headers,
            body: form.body,
          });
          if (res.status === 201) acked.set(res.json().data.id, name);
          else refused++;
        } catch {
          return;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Three uploads hang at 60 %: their partial files are on disk when the process dies.
    const hanging = [0, 1, 2].map(() => {
      const form = multipart(applicantFields("hang"), [
        { field: "file", filename: "h.pdf", contentType: "application/pdf", content: pdf(1024 * 1024) },
      ]);
      return partialRequest(server.url, "/api/careers", form.headers, form.body, 0.6);
    });
    await Promise.all(hanging.map((h) => h.sent));
    await waitFor(
      () => acked.size >= 15,
      60_000,
      () => `only ${acked.size} acknowledged`,
    );
    const tmpAtKill = files(path.join(dataDir, "tmp")).length;
    server.expectExit();
    server.proc.kill("SIGKILL");
    await server.exited;
    stop = true;
    await Promise.all(writers);
    for (const h of hanging) h.socket.destroy();
    report(
      `kill -9: ${acked.size} acknowledged, ${refused} refused, ${tmpAtKill} partial files in tmp/ at the kill`,
    );
    expect(tmpAtKill).toBeGreaterThan(0);

    const restartStarted = Date.now();
    server = await startServer({ port: p, dataDir });
    report(`restart after kill -9: ready in ${Date.now() - restartStarted} ms`);
    try {
      expect(files(path.join(dataDir, "tmp"))).toEqual([]);
      const admin = await login(server.url);
      const all = await listAll(server.url, admin, "/api/applications");
      const ids = new Set(all.map((a) => a.id as number));
      for (const [id, name] of acked) {
        expect(ids.has(id)).toBe(true);
        const file = await request(server.url, `/api/applications/${id}/file`, { headers: admin.headers });
        expect(file.status).toBe(200);
        expect(file.body.equals(cvs.get(name)!)).toBe(true);
      }
      // No row without its file, no file without its row, one mail per application.
      const withFile = all.filter((a) => a.file);
      for (const a of withFile) {
        expect(
          (await request(server.url, `/api/applications/${a.id}/file`, { headers: admin.headers })).status,
        ).toBe(200);
      }
      expect(files(path.join(dataDir, "private"))).toHaveLength(withFile.length);
      expect(await total(server.url, admin, "/api/mail/outbox")).toBe(all.length);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function applicantFields(n: string) {
  return { full_name: `Aday ${n}`, email: `aday${n}@example.com`, position: "Dokumacı", message: n };
}

describe("SIGTERM with requests in flight", () => {
  it("turns /readyz 503, finishes the upload in flight, exits 0 well within 25 s", async () => {
    const server = await startServer({ port: port() });
    const form = multipart(applicantFields("term"), [
      { field: "file", filename: "t.pdf", contentType: "application/pdf", content: pdf(600 * 1024) },
    ]);
    // An upload that takes ~2 s to send, begun before the signal.
    const url = new URL(server.url);
    const socket = net.connect(Number(url.port), url.hostname);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => {
      answer += d;
    });
    const done = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `POST /api/careers HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n` +
        Object.entries(form.headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join("") +
        "\r\n",
    );
    const chunk = 30 * 1024;
    let offset = 0;
    const sendSome = () => {
      socket.write(form.body.subarray(offset, offset + chunk));
      offset += chunk;
    };
    sendSome();
    const trickle = setInterval(() => {
      if (offset >= form.body.length) return clearInterval(trickle);
      sendSome();
    }, 100);

    const signalled = Date.now();
    server.expectExit();
    server.proc.kill("SIGTERM");
    const readinessOff = await waitFor(
      async () => (await request(server.url, "/readyz")).status === 503,
      5000,
    );
    const readyz = await request(server.url, "/readyz").catch(() => null);
    if (readyz) expect(readyz.json()).toMatchObject({ status: "shutting_down" });
    await done;
    const exit = await server.exited;
    const exitMs = Date.now() - signalled;
    report(
      `SIGTERM: /readyz 503 after ${readinessOff} ms, in-flight upload answered, exit ${exit.code} after ${exitMs} ms`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(exit.code).toBe(0);
    expect(exitMs).toBeLessThan(25_000);
    // The acknowledged upload is there after a restart.
    const again = await startServer({ port: server.port, dataDir: server.dataDir });
    try {
      const admin = await login(again.url);
      const all = await listAll(again.url, admin, "/api/applications");
      expect(all.map((a) => a.full_name)).toContain("Aday term");
    } finally {
      await again.stop();
    }
  });
});

describe("slow clients", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ port: port() });
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Opens a connection that dribbles `piece()` every `everyMs`; resolves with how long the server kept it. */
  const dribble = (head: string, piece: () => string, everyMs: number) =>
    new Promise<number>((resolve) => {
      const url = new URL(server.url);
      const started = Date.now();
      const socket = net.connect(Number(url.port), url.hostname, () => socket.write(head));
      const timer = setInterval(() => socket.write(piece()), everyMs);
      socket.on("error", () => {});
      socket.once("close", () => {
        clearInterval(timer);
        resolve(Date.now() - started);
      });
      // A guard for the test itself: a connection still open after 40 s counts as not cut.
      setTimeout(() => socket.destroy(), 40_000).unref();
    });

  it("cuts slowloris headers and a trickled body within seconds while normal requests are served", async () => {
    let header = 0;
    const slowHeaders = Array.from({ length: 10 }, () =>
      dribble(`GET / HTTP/1.1\r\nHost: x\r\n`, () => `X-Slow-${header++}: a\r\n`, 1000),
    );
    const slowBodies = Array.from({ length: 10 }, () =>
      dribble(
        `POST /api/contact-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"full_name":"`,
        () => "a",
        500,
      ),
    );
    let served = 0;
    let failures = 0;
    const latencies: number[] = [];
    let running = true;
    const normal = (async () => {
      while (running) {
        const t = Date.now();
        const res = await request(server.url, served % 2 ? "/api/fabrics" : "/healthz").catch(() => null);
        latencies.push(Date.now() - t);
        if (res?.status === 200) served++;
        else failures++;
      }
    })();
    const headerTimes = await Promise.all(slowHeaders);
    const bodyTimes = await Promise.all(slowBodies);
    running = false;
    await normal;
    report(
      `slow clients: headers cut after ${Math.max(...headerTimes)} ms (max of 10), bodies after ${Math.max(...bodyTimes)} ms (max of 10); ` +
        `${served} normal requests served meanwhile, ${failures} failed, max latency ${Math.max(...latencies)} ms`,
    );
    for (const ms of [...headerTimes, ...bodyTimes]) expect(ms).toBeLessThan(15_000);
    expect(failures).toBe(0);
    expect(served).toBeGreaterThan(10);
  });
});

describe("disk full for uploads", () => {
  let server: Server;
  let admin: Admin;
  beforeAll(async () => {
    // A free-space floor above what the disk has: the server must believe the disk is full.
    const stats = fs.statfsSync(process.env.TMPDIR ?? "/tmp");
    const freeMb = Math.ceil((stats.bavail * stats.bsize) / 1024 / 1024);
    server = await startServer({ port: port(), env: { UPLOAD_MIN_FREE_MB: String(freeMb + 1024) } });
    admin = await login(server.url);
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers 507 in the visitor's language, writes nothing, and the rest of the site works", async () => {
    const catalogues = { de: de.forms.storage_full, en: en.forms.storage_full, fr: fr.forms.storage_full };
    for (const [lng, text] of Object.entries(catalogues)) {
      const form = multipart(applicantFields(`full-${lng}`), [
        { field: "file", filename: "cv.pdf", contentType: "application/pdf", content: pdf(300 * 1024) },
      ]);
      const res = await request(server.url, `/api/careers?lng=${lng}`, {
        method: "POST",
        headers: form.headers,
        body: form.body,
      });
      expect(res.status).toBe(507);
      expect(res.json().error).toMatchObject({ code: "storage_full", message: text });
    }
    // Accept-Language when the page sent no ?lng=.
    const form = multipart(applicantFields("full-al"), [
      { field: "file", filename: "cv.pdf", contentType: "application/pdf", content: pdf(10 * 1024) },
    ]);
    const byHeader = await request(server.url, "/api/careers", {
      method: "POST",
      headers: { ...form.headers, "accept-language": "fr-CA,fr;q=0.9" },
      body: form.body,
    });
    expect(byHeader.status).toBe(507);
    expect(byHeader.json().error.message).toBe(catalogues.fr);
    // An admin image upload too.
    const image = multipart({ name: "Oxford", description: "Oxford" }, [
      { field: "main_image", filename: "o.jpg", contentType: "image/jpeg", content: await jpeg(400, 300) },
    ]);
    const adminUpload = await request(server.url, "/api/fabrics", {
      method: "POST",
      headers: { ...admin.headers, ...image.headers },
      body: image.body,
    });
    expect(adminUpload.status).toBe(507);

    for (const dir of ["tmp", "private", "uploads"])
      expect(files(path.join(server.dataDir, dir))).toEqual([]);
    expect(await total(server.url, admin, "/api/applications")).toBe(0);
    expect(await total(server.url, admin, "/api/mail/outbox")).toBe(0);
    // Forms without files, reads and readiness go on.
    const message = json(contact("disk"));
    expect((await request(server.url, "/api/contact-messages", { method: "POST", ...message })).status).toBe(
      201,
    );
    expect((await request(server.url, "/api/fabrics")).status).toBe(200);
    expect((await request(server.url, "/contact")).status).toBe(200);
    expect((await request(server.url, "/readyz")).status).toBe(200);
  });
});

describe("mail server down, then up", () => {
  it("delivers every queued mail once the SMTP server is back: none lost, none twice", async () => {
    const smtpPort = 3780;
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        let data = "";
        stream.setEncoding("utf8");
        stream.on("data", (d: string) => {
          data += d;
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    const server = await startServer({
      port: port(),
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: "300", MAIL_TO: "staff@example.com" },
    });
    try {
      const admin = await login(server.url);
      const ids: number[] = [];
      const tag = randomBytes(4).toString("hex");
      for (let i = 0; i < 8; i++) {
        const res = await request(server.url, "/api/contact-messages", {
          method: "POST",
          ...json(contact(`${tag}-${i}`)),
        });
        expect(res.status).toBe(201);
        ids.push(res.json().data.id);
      }
      // Every mail has been tried and is waiting: the server is down.
      await waitFor(async () => {
        const items = await listAll(server.url, admin, "/api/mail/outbox");
        return (
          items.length === 8 && items.every((m) => m.status === "pending" && m.attempts >= 1 && m.last_error)
        );
      }, 20_000);
      expect(received).toEqual([]);

      await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
      const back = Date.now();
      const deliveredIn = await waitFor(
        async () => (await total(server.url, admin, "/api/mail/outbox?status=sent")) === 8,
        60_000,
        () => `received ${received.length}`,
      );
      // Nothing more arrives after the outbox says everything is sent.
      const extra = await waitFor(() => received.length > 8, 2000).then(
        () => true,
        () => false,
      );
      report(
        `SMTP down then up: 8 queued, delivered ${deliveredIn} ms after it came back, ${received.length} received`,
      );
      expect(extra).toBe(false);
      expect(received).toHaveLength(8);
      const seen = received
        .map((m) => Number(/\(#(\d+)\)/.exec(m.replace(/=\r?\n/g, ""))?.[1]))
        .sort((a, b) => a - b);
      expect(seen).toEqual([...ids].sort((a, b) => a - b));
      expect(Date.now() - back).toBeLessThan(60_000);
    } finally {
      await server.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
