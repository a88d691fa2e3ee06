// A raw HTTP client: exact paths (no normalisation), any method and header, any body, and a
// chosen source address on the loopback network (127.x.y.z), so each attack can come from a
// client IP of its own and per-IP limits are tested at their real values.
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { inject } from "vitest";

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers of every shape, read by the assertions
  json: any;
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer | string | Readable;
  /** Source address (127.x.y.z); see ipFor(). */
  from?: string;
  cookie?: string;
  base?: string;
};

export const baseUrl = () => inject("hostileUrl");

/** A loopback address of its own for a label: per-IP counters of one test never touch another's. */
export function ipFor(label: string): string {
  const h = createHash("sha256")
    .update(`${label}:${process.env.VITEST_POOL_ID ?? ""}`)
    .digest();
  return `127.${(h[0]! % 250) + 2}.${(h[1]! % 250) + 2}.${(h[2]! % 250) + 2}`;
}

export function request(pathname: string, options: RequestOptions = {}): Promise<Answer> {
  const base = new URL(options.base ?? baseUrl());
  const headers: Record<string, string | string[]> = { ...(options.headers ?? {}) };
  if (options.cookie) headers.cookie = options.cookie;
  if (typeof options.body === "string" || Buffer.isBuffer(options.body)) {
    const lower = Object.keys(headers).map((k) => k.toLowerCase());
    if (!lower.includes("content-length") && !lower.includes("transfer-encoding")) {
      headers["content-length"] = String(Buffer.byteLength(options.body));
    }
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method: options.method ?? "GET",
        headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
        });
      },
    );
    req.on("error", reject);
    const body = options.body;
    if (body === undefined) req.end();
    else if (typeof body === "string" || Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}

export const json = (value: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

export type Session = { cookie: string; csrf: string; token: string };

/** Logs the admin in through the API, as the login form does. */
export function login(from = "127.0.0.1"): Promise<Session> {
  return loginOn({ url: baseUrl(), admin: inject("hostileAdmin") }, from);
}

/** The same on a server a test started itself (startServer). */
export async function loginOn(
  server: { url: string; admin: { username: string; password: string } },
  from = "127.0.0.1",
  headers: Record<string, string> = {},
): Promise<Session> {
  const answer = await request("/api/auth/login", {
    method: "POST",
    base: server.url,
    from,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username: server.admin.username, password: server.admin.password }),
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  const setCookie = answer.headers["set-cookie"]?.[0] ?? "";
  const pair = setCookie.split(";")[0] ?? "";
  return { cookie: pair, csrf: answer.json.data.csrfToken, token: pair.split("=")[1] ?? "" };
}

/** An admin request: session cookie and CSRF token, as the admin screens send them. */
export function admin(session: Session, pathname: string, options: RequestOptions = {}): Promise<Answer> {
  const method = options.method ?? "GET";
  const headers = { ...(options.headers ?? {}) };
  if (!["GET", "HEAD", "OPTIONS"].includes(method)) headers["x-csrf-token"] = session.csrf;
  return request(pathname, { ...options, method, headers, cookie: session.cookie });
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; data: Buffer; rawFilename?: boolean };

/** A multipart body written by hand, so file names and headers can be as hostile as wanted. */
export function multipart(parts: Part[], boundary = `----hostile${Date.now().toString(16)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("data" in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from("\r\n"));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`));
      chunks.push(Buffer.from(part.value, "utf8"), Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(chunks),
  };
}

/** Files under the data folder (uploads/, private/, tmp/): proof that nothing was stored. */
export function storedFiles(): Record<string, number> {
  const dataDir = inject("hostileDataDir");
  const counts: Record<string, number> = {};
  for (const dir of ["uploads", "private", "tmp"]) {
    const full = path.join(dataDir, dir);
    // Files at any depth: tmp/ holds a folder per server process.
    counts[dir] = fs.existsSync(full)
      ? fs.readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;
  }
  return counts;
}

const TOTALS = [
  "/api/contact-messages",
  "/api/applications",
  "/api/fabrics",
  "/api/countries",
  "/api/exhibitions",
  "/api/mail/outbox",
  "/api/collections?lng=all",
  "/api/certificates?lng=all",
  "/api/facilities?lng=all",
];

/** Row totals of every list the admin sees, and the files on disk: one snapshot of all that is stored. */
export async function snapshot(session: Session): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = { files: storedFiles() };
  for (const list of TOTALS) {
    const answer = await admin(session, `${list}${list.includes("?") ? "&" : "?"}page_size=100`);
    if (answer.status !== 200) throw new Error(`${list}: ${answer.status} ${answer.text}`);
    state[list] = answer.json.meta?.total ?? answer.json.data?.length;
  }
  const info = await admin(session, "/api/contact-info");
  state.contactInfo = info.json.data;
  return state;
}

/** A contact message as the public form sends it, from a client IP of its own. */
export function contact(fields: Record<string, unknown>, label: string) {
  return request("/api/contact-messages", {
    method: "POST",
    from: ipFor(label),
    ...json({ full_name: "Deniz Yılmaz", email: "deniz@example.com", message: "Merhaba", ...fields }),
  });
}
