import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { DataDirLockedError } from "../../server/db/lock";
import { createTestApp, loginAdmin, TEST_DB, type TestApp } from "../helpers/app";
import { ensureTemplate } from "../helpers/template";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("health", () => {
  it("answers /healthz and /readyz while the database answers", async () => {
    expect((await t.app.inject("/healthz")).statusCode).toBe(200);
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    // The build is told to a logged-in admin only.
    expect(ready.json()).toEqual({ status: "ready" });
    const admin = await loginAdmin(t);
    const asAdmin = await t.app.inject({ url: "/readyz", headers: admin.headers });
    expect(asAdmin.json().version).toMatch(/^\d+\.\d+\.\d+/);
    expect(asAdmin.json()).toHaveProperty("commit");
  });

  it("turns /readyz to 503 while shutting down", async () => {
    t.ctx.state.shuttingDown = true;
    try {
      expect((await t.app.inject("/readyz")).statusCode).toBe(503);
      expect((await t.app.inject("/healthz")).statusCode).toBe(200);
    } finally {
      t.ctx.state.shuttingDown = false;
    }
  });
});

describe("answers and headers", () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
  };

  it("sends the security headers on success, not-found and error answers", async () => {
    for (const res of [
      await t.app.inject("/healthz"),
      await t.app.inject("/api/nothing-here"),
      await t.app.inject("/uploads/nothing.webp"),
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: "{not json",
        headers: { "content-type": "application/json" },
      }),
    ]) {
      expectSecurityHeaders(res.headers);
      expect(res.headers["content-type"]).toMatch(/charset=utf-8/);
    }
  });

  it("answers malformed JSON with a 400 envelope and no internals", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: '{"username": "x", ',
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "invalid_input" });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|node_modules|SyntaxError/);
  });

  it("refuses a JSON body over the limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: JSON.stringify({ username: "x", password: "y".repeat(200_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("too_large");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.inject("/api/does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });

  it("never lists or serves files outside the uploads folder", async () => {
    fs.writeFileSync(path.join(t.ctx.storage.local.privateDir, "secret.pdf"), "%PDF-1.4 secret");
    for (const url of [
      "/uploads/",
      "/uploads/../private/secret.pdf",
      "/uploads/%2e%2e/private/secret.pdf",
      "/uploads/..%2fprivate%2fsecret.pdf",
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain("secret");
    }
  });
});

describe("configuration", () => {
  it("lists every bad variable at once", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SMTP_URL");
    }
  });

  it("reads TRUST_PROXY as a hop count or proxy addresses, and refuses true", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust("0")).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("no")).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.5")).toEqual(["10.0.0.5"]);
    expect(trust("10.0.0.0/8, loopback,fd00::/8")).toEqual(["10.0.0.0/8", "loopback", "fd00::/8"]);
    for (const value of [
      "true",
      "yes",
      "TRUE",
      "10.0.0.300",
      "10.0.0.0/33",
      "proxy.example",
      "1.2.3.4/8/9",
    ]) {
      expect(() => trust(value), value).toThrow(ConfigError);
    }
    try {
      loadConfig({ TRUST_PROXY: "true", PORT: "eighty" });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toMatch(/TRUST_PROXY: .*number of proxies.*TRUST_PROXY=1/);
    }
  });

  it("keeps PUBLIC_URL as an origin, written as browsers write Origin", () => {
    expect(loadConfig({ PUBLIC_URL: "HTTPS://Shop.Example:443/" }).publicUrl).toBe("https://shop.example");
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:3000" }).publicUrl).toBe("http://127.0.0.1:3000");
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const value of [
      "https://shop.example/site",
      "https://shop.example/?a=1",
      "ftp://shop.example",
      "shop.example",
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(ConfigError);
    }
  });

  it("needs nothing for the default start", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.formRateLimit).toBe(5);
    expect(config.loginMaxFailures).toBe(5);
  });
});

describe("embedded database lock", () => {
  it("refuses a data folder another live process holds, with a clear message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, ".lock"), String(other.pid));
      const attempt = openDatabase({ dataDir: dir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
    } finally {
      other.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes over the lock of a process that died (kill -9)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    // A migrated folder: the lock is under test, not a first start's initdb.
    fs.cpSync(await ensureTemplate(), dir, { recursive: true });
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => dead.on("exit", resolve));
    fs.writeFileSync(path.join(dir, ".lock"), String(dead.pid));
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(fs.readFileSync(path.join(dir, ".lock"), "utf8")).toBe(String(process.pid));
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(fs.existsSync(path.join(dir, ".lock"))).toBe(false);
  });
});

describe.skipIf(TEST_DB !== "postgres")("a PostgreSQL connection lost in a transaction", () => {
  it("fails the transaction, not the process; the next queries get a new connection", async () => {
    const t = await createTestApp();
    try {
      const { db } = t.ctx;
      const rowsOf = (result: unknown) =>
        (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
          string,
          unknown
        >[];
      const attempt = db.transaction(async (tx) => {
        const pid = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
        // Another pooled connection ends this one's backend, as a server shutdown does.
        await db.execute(sql`select pg_terminate_backend(${Number(pid)})`);
        // Between two statements the client is checked out of the pool, with no query pending.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(attempt).rejects.toThrow();
      expect(rowsOf(await db.execute(sql`select 1 as one`))[0]?.one).toBe(1);
    } finally {
      await t.close();
    }
  });
});
