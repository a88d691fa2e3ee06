// Uploads: exact size limits, a huge stream, files of the wrong type behind a harmless name,
// decompression bombs, hostile file names and malformed multipart bodies.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { admin, baseUrl, ipFor, login, multipart, type Part, request, type Session, snapshot, storedFiles } from "./support/http";
import { makeWorld, pdf, pngImage, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "uploads");
});

const MiB = 1024 * 1024;
const CV_LIMIT = 5 * MiB;

let applicant = 0;
function apply(file: Part | null, fields: Record<string, string> = {}, label = `apply-${applicant++}`) {
  const parts: Part[] = [
    { name: "full_name", value: fields.full_name ?? "Ada Applicant" },
    { name: "email", value: fields.email ?? "ada@example.com" },
    { name: "position", value: fields.position ?? "Designer" },
  ];
  if (file) parts.push(file);
  return request("/api/careers", { method: "POST", from: ipFor(label), ...multipart(parts) });
}

const cv = (data: Buffer, filename = "cv.pdf", type = "application/pdf"): Part => ({ name: "file", filename, type, data });

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG whose header claims width x height, with `rows` of real (all-zero) pixel data. */
function pngClaiming(width: number, height: number, rows = 1) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0; // greyscale: one byte a pixel
  const raw = Buffer.alloc((width + 1) * rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const rss = () => {
  const status = fs.readFileSync(`/proc/${inject("hostilePid")}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

describe("size limits", () => {
  test("a CV of exactly 5 MiB is accepted and stored once", async () => {
    const before = storedFiles();
    const answer = await apply(cv(pdf(CV_LIMIT)));
    expect(answer.status, answer.text).toBe(201);
    const stored = await admin(session, `/api/applications/${answer.json.data.id}`);
    expect(stored.json.data.file.bytes).toBe(CV_LIMIT);
    expect(storedFiles()).toEqual({ ...before, private: before.private! + 1 });
  });

  test("a CV of 5 MiB + 1 byte is refused with the file_size code, and nothing is stored", async () => {
    const before = await snapshot(session);
    const answer = await apply(cv(pdf(CV_LIMIT + 1)));
    expect(answer.status).toBe(413);
    expect(answer.json.error.fields).toEqual({ file: "file_size" });
    expect(await snapshot(session)).toEqual(before);
  });

  test("a declared 500 MB body is refused before it is read", async () => {
    const before = await snapshot(session);
    const answer = await new Promise<{ status: number; json: { error: { fields: unknown } } }>((resolve, reject) => {
      const req = http.request(`${baseUrl()}/api/careers`, {
        method: "POST",
        localAddress: ipFor("declared-500"),
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(500 * MiB) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      req.on("error", reject);
      req.write("--x\r\n");
    });
    expect(answer.status).toBe(413);
    expect(answer.json.error.fields).toEqual({ file: "file_size" });
    expect(await snapshot(session)).toEqual(before);
  });

  test("a 500 MB streamed CV is cut off early; the server's memory stays flat", async () => {
    const before = await snapshot(session);
    const rssBefore = rss();
    const boundary = "----stream";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nStream\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const block = Buffer.alloc(MiB, 0x20);
    let sent = 0;
    let peak = rssBefore;
    const result = await new Promise<{ status: number; sent: number }>((resolve) => {
      let status = 0;
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        resolve({ status, sent });
      };
      const req = http.request(`${baseUrl()}/api/careers`, {
        method: "POST",
        localAddress: ipFor("stream-500"),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
      });
      // A hostile client reads the answer but keeps sending: the server must end the connection.
      req.on("response", (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on("error", done);
      req.on("close", done);
      req.write(head);
      const pump = () => {
        while (sent < 500 * MiB && !req.destroyed) {
          sent += block.length;
          if (sent % (16 * MiB) === 0) peak = Math.max(peak, rss());
          if (!req.write(block)) return void req.once("drain", pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    // Refused soon after the limit, not after the whole stream was swallowed.
    expect(result.sent).toBeLessThan(100 * MiB);
    expect(peak - rssBefore).toBeLessThan(64 * MiB);
    expect(rss() - rssBefore).toBeLessThan(64 * MiB);
    expect(await snapshot(session)).toEqual(before);
  });

  test("a JSON body over the limit is refused with 413", async () => {
    const before = await snapshot(session);
    const body = JSON.stringify({ full_name: "x", email: "a@example.com", message: "x".repeat(2 * MiB) });
    const answer = await sendRefusable("/api/contact-messages", body, ipFor("json-huge"));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(await snapshot(session)).toEqual(before);
  });
});

/**
 * A JSON body written to the socket in 64 KiB pieces, reading the answer in between, as a
 * browser does. The server answers 413 from the declared length and closes: a client that went
 * on writing would get EPIPE and lose the answer, so writing stops once the answer has come.
 * The answer's head, or "" when none came.
 */
function sendRefusable(pathname: string, body: string, from: string): Promise<string> {
  const url = new URL(baseUrl());
  const bytes = Buffer.from(body);
  return new Promise((resolve) => {
    let data = "";
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress: from }, async () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
      );
      for (let offset = 0; offset < bytes.length && !data && !socket.destroyed; offset += 64 * 1024) {
        await new Promise((next) => setTimeout(next, 5));
        if (!data && !socket.destroyed) socket.write(bytes.subarray(offset, offset + 64 * 1024));
      }
    });
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(data));
  });
}

describe("wrong types behind a harmless name", () => {
  const MZ = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"), Buffer.alloc(4200)]);
  const HTML = Buffer.from(`<!doctype html><html><body><script>alert(document.cookie)</script>${" ".repeat(4200)}</body></html>`);
  const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(4200)]);
  const SVG = Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`);
  const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4200)]);

  test("EXE, ELF, HTML, ZIP and SVG named .pdf are refused as CVs (415), nothing stored", async () => {
    const before = await snapshot(session);
    for (const [name, data] of Object.entries({ MZ, ELF, HTML, ZIP, SVG })) {
      const answer = await apply(cv(data, "cv.pdf", "application/pdf"));
      expect(answer.status, name).toBe(415);
      expect(answer.json.error.fields).toEqual({ file: "file_type" });
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("a real PDF or PNG named with another extension is refused (name and content must agree)", async () => {
    const before = await snapshot(session);
    const png = await pngImage();
    for (const [data, filename] of [
      [pdf(), "cv.png"],
      [png, "cv.pdf"],
      [pdf(), "cv.pdf.exe"],
      [pdf(), "cv.html"],
      [png, "cv.svg"],
    ] as [Buffer, string][]) {
      const answer = await apply(cv(data, filename));
      expect(answer.status, filename).toBe(415);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("SVG (with script), HTML and PDF are refused as admin images", async () => {
    const before = await snapshot(session);
    for (const [data, filename, type] of [
      [SVG, "logo.svg", "image/svg+xml"],
      [SVG, "logo.png", "image/png"],
      [HTML, "page.jpg", "image/jpeg"],
      [pdf(), "doc.png", "image/png"],
      [MZ, "photo.webp", "image/webp"],
    ] as [Buffer, string, string][]) {
      const answer = await admin(session, `/api/fabrics/${world.fabricId}/photos`, {
        method: "POST",
        ...multipart([{ name: "image", filename, type, data }]),
      });
      expect(answer.status, filename).toBe(415);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("a polyglot image (PNG + appended HTML) is re-encoded: the payload never reaches visitors", async () => {
    const payload = "<script>alert('polyglot')</script>";
    const polyglot = Buffer.concat([await pngImage(900, 600), Buffer.from(payload)]);
    const answer = await admin(session, `/api/fabrics/${world.fabricId}/photos`, {
      method: "POST",
      ...multipart([{ name: "image", filename: "poly.png", type: "image/png", data: polyglot }]),
    });
    expect([201, 415]).toContain(answer.status);
    if (answer.status === 201) {
      const body = answer.json.data;
      const variants: { src: string }[] = (body.image ?? body).variants ?? [];
      expect(variants.length).toBeGreaterThan(0);
      for (const { src } of variants) {
        expect(src).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.webp$/);
        const served = await request(src);
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.body.includes(Buffer.from(payload))).toBe(false);
        expect(served.body.includes(Buffer.from("polyglot"))).toBe(false);
      }
    }
  });

  test("a PDF carrying HTML is only ever downloaded as an attachment, sandboxed, nosniff", async () => {
    const data = Buffer.concat([pdf(), Buffer.from("<html><script>alert('pdf')</script></html>")]);
    const created = await apply(cv(data, "cv.pdf"));
    expect(created.status).toBe(201);
    const file = await admin(session, `/api/applications/${created.json.data.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(file.headers["content-disposition"]).toMatch(/^attachment/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(file.headers["cache-control"]).toContain("no-store");
    // Without the session: nothing.
    expect((await request(`/api/applications/${created.json.data.id}/file`)).status).toBe(401);
  });
});

describe("decompression bombs and huge dimensions", () => {
  test("images claiming 100000 x 100000, 2^31 wide or 50 MP + 1 are refused, nothing stored", async () => {
    const before = await snapshot(session);
    for (const [width, height, rows] of [
      [100_000, 100_000, 1],
      [2_147_483_647, 1, 0],
      [7072, 7072, 7072], // a real 50 MP greyscale bomb: ~50 MB of pixels in a small file
    ] as [number, number, number][]) {
      const data = pngClaiming(width, height, rows);
      const answer = await admin(session, `/api/fabrics/${world.fabricId}/photos`, {
        method: "POST",
        ...multipart([{ name: "image", filename: "bomb.png", type: "image/png", data }]),
      });
      expect([413, 415, 422], `${width}x${height}`).toContain(answer.status);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("a CV PNG claiming huge dimensions is stored as a file, never decoded (and the server lives)", async () => {
    const answer = await apply(cv(pngClaiming(100_000, 100_000), "cv.png", "image/png"));
    expect([201, 415, 422]).toContain(answer.status);
    expect((await request("/healthz")).status).toBe(200);
  });
});

describe("hostile file names", () => {
  const NAMES: [string, string][] = [
    ["traversal", "../../../../../../tmp/hostile-evil.pdf"],
    ["windows traversal", "..\\..\\..\\hostile-evil.pdf"],
    ["absolute", "/etc/cron.d/hostile.pdf"],
    ["NUL", "cv.pdf\u0000.exe"],
    ["very long", `${"a".repeat(5000)}.pdf`],
    ["control", "c\u0001v\u001b[31m\u0007.pdf"],
    ["right-to-left", "cv\u202Efdp.exe.pdf"],
    ["dot file", ".htaccess.pdf"],
    ["markup", "<img src=x onerror=alert(1)>.pdf"],
    ["CR LF", "cv\r\nX-Injected: 1.pdf"],
  ];
  for (const [label, filename] of NAMES) {
    test(`file name with ${label}: stored under a server name, shown sanitized`, async () => {
      const before = storedFiles();
      const answer = await apply(cv(pdf(), filename));
      // Either refused as malformed, or stored: never a path of the client's choosing.
      expect([201, 400, 415]).toContain(answer.status);
      expect(fs.existsSync("/tmp/hostile-evil.pdf")).toBe(false);
      const after = storedFiles();
      expect(after.tmp).toBe(0);
      expect(after.uploads).toBe(before.uploads);
      if (answer.status === 201) {
        expect(after.private).toBe(before.private! + 1);
        const names = fs.readdirSync(`${inject("hostileDataDir")}/private`);
        for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]+(\.[a-z]+)?$/);
        const shown = (await admin(session, `/api/applications/${answer.json.data.id}`)).json.data.file.name as string;
        const hidden = [...shown].filter((c) => {
          const code = c.codePointAt(0) ?? 0;
          return code < 0x20 || code === 0x7f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
        });
        expect(hidden).toEqual([]);
        expect(shown).not.toMatch(/[/\\]/);
        expect([...shown].length).toBeLessThanOrEqual(255);
        const file = await admin(session, `/api/applications/${answer.json.data.id}/file`);
        const disposition = file.headers["content-disposition"] ?? "";
        expect(disposition).toMatch(/^attachment/);
        expect(disposition).not.toMatch(/[\r\n]/);
        expect(file.headers["x-injected"]).toBeUndefined();
      } else {
        expect(after.private).toBe(before.private);
      }
    });
  }
});

describe("malformed multipart", () => {
  const raw = (body: string | Buffer, type = "multipart/form-data; boundary=b", label = "malformed") =>
    request("/api/careers", { method: "POST", from: ipFor(`${label}-${Math.random()}`), headers: { "content-type": type }, body });
  const fields = `--b\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nX\r\n--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n--b\r\nContent-Disposition: form-data; name="position"\r\n\r\nP\r\n`;
  const filePart = `--b\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf().toString("latin1")}\r\n`;

  test("bodies with no boundary, a wrong boundary, no end or garbage are refused; nothing stored", async () => {
    const before = await snapshot(session);
    const cases: [string | Buffer, string?][] = [
      [`${fields}${filePart}--b--\r\n`, "multipart/form-data"],
      [`${fields}${filePart}--b--\r\n`, "multipart/form-data; boundary=other"],
      [`${fields}${filePart}`],
      [`${fields}${filePart.slice(0, filePart.length - 40)}`],
      ["--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n"],
      [`--b\r\nContent-Disposition: form-data; name="full_name"\r\n${"X-Long: y\r\n".repeat(2000)}\r\nx\r\n--b--\r\n`],
      ["garbage"],
      [Buffer.alloc(0)],
      [`${fields}${filePart}--b--\r\n`, "multipart/mixed; boundary=b"],
      [`${fields}${filePart}--b--\r\n`, "text/plain"],
    ];
    for (const [body, type] of cases) {
      const answer = await raw(body, type);
      expect(answer.status, `${type} ${String(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("two files, a file under another name, and thousands of fields are refused; nothing stored", async () => {
    const before = await snapshot(session);
    const other = filePart.replace('name="file"', 'name="avatar"');
    for (const body of [
      `${fields}${filePart}${filePart}--b--\r\n`,
      `${fields}${other}--b--\r\n`,
      `${fields}${'--b\r\nContent-Disposition: form-data; name="n"\r\n\r\nv\r\n'.repeat(3000)}${filePart}--b--\r\n`,
    ]) {
      const answer = await raw(body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await snapshot(session)).toEqual(before);
  });
});
