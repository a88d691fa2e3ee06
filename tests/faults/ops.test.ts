// Operations on the embedded database: backup and restore drill, logs, version.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pkg from "../../package.json" with { type: "json" };
import { checkArchive, fill, snapshot } from "./drill";
import {
  ADMIN,
  apply,
  contact,
  json,
  login,
  npmScript,
  portBlock,
  ROOT,
  request,
  type Server,
  startServer,
  tempDir,
} from "./harness";

const port = portBlock(3740);
const report = (line: string) => console.info(`[ops] ${line}`);

describe("backup and restore drill (embedded database)", () => {
  it("restores into a fresh folder a server starts on, with the same rows and files", async () => {
    const p = port();
    const source = await startServer({ port: p });
    const admin = await login(source.url);
    await fill(source, admin);
    const before = await snapshot(source, admin);
    expect(Object.keys(before.checksums).length).toBeGreaterThan(4);

    // Refused while the server holds the database.
    const archive = path.join(tempDir(), "site.tar.gz");
    const busy = npmScript("backup", ["--out", archive], { DATA_DIR: source.dataDir });
    expect(busy.code).not.toBe(0);
    expect(busy.stderr).toMatch(/in use/);
    expect(fs.existsSync(archive)).toBe(false);

    await source.stop();
    const started = Date.now();
    const backup = npmScript("backup", ["--out", archive], { DATA_DIR: source.dataDir });
    const backupMs = Date.now() - started;
    expect(backup.code, backup.stderr).toBe(0);
    report(`backup: ${backup.stdout.trim()} in ${backupMs} ms`);
    expect(await checkArchive(archive)).toContain("database/pglite/PG_VERSION");

    const target = tempDir();
    const restoreStarted = Date.now();
    const restored = npmScript("restore", [archive], { DATA_DIR: target });
    expect(restored.code, restored.stderr).toBe(0);
    report(`restore: ${restored.stdout.trim()} in ${Date.now() - restoreStarted} ms`);

    // Into a folder that holds data: refused, nothing changed, unless --force.
    const refused = npmScript("restore", [archive], { DATA_DIR: target });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/not empty/);

    const copy = await startServer({ port: p, dataDir: target });
    try {
      const after = await snapshot(copy, await login(copy.url));
      expect(after).toEqual(before);
      report(
        `drill: ${JSON.stringify(after.counts)}, ${Object.keys(after.checksums).length} files with equal checksums`,
      );
      // The restored server takes writes.
      expect((await apply(copy.url, "after-restore")).status).toBe(201);
    } finally {
      await copy.stop();
    }
    const forced = npmScript("restore", [archive, "--force"], { DATA_DIR: target });
    expect(forced.code, forced.stderr).toBe(0);
    // Two server starts, a backup and three restores: over the suite's 120 s on a slow machine.
  }, 300_000);
});

describe("logs and version", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ port: port(), env: { LOG_LEVEL: "debug" } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("logs JSON lines without the password, the session token, the CSRF token or a visitor's email", async () => {
    const wrong = `wrong-${ADMIN.password}-x`;
    const refused = await request(server.url, "/api/auth/login", {
      method: "POST",
      ...json({ username: ADMIN.username, password: wrong }),
    });
    expect(refused.status).toBe(401);
    const admin = await login(server.url);
    expect((await request(server.url, "/api/auth/me", { headers: admin.headers })).status).toBe(200);
    const email = "gizli.adres.4711@example.com";
    const sent = await request(server.url, "/api/contact-messages", {
      method: "POST",
      ...json({ ...contact("log"), email }),
    });
    expect(sent.status).toBe(201);
    await request(server.url, "/readyz");

    const lines = server.output.filter((l) => l.trim() !== "");
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const all = lines.join("\n");
    for (const secret of [ADMIN.password, wrong, admin.token, admin.csrf, email])
      expect(all).not.toContain(secret);
    // The attempts are logged, each once, with their outcome.
    const logins = lines
      .map((l) => JSON.parse(l))
      .filter((e) => /login/.test(String(e.msg)) && "success" in e);
    expect(logins.map((e) => e.success)).toEqual([false, true]);
    report(`logs: ${lines.length} JSON lines, no password, token or email in them`);
  });

  it("tells the running version and commit in /readyz to a logged-in admin, and to no one else", async () => {
    expect((await request(server.url, "/readyz")).json()).toEqual({ status: "ready" });
    const admin = await login(server.url);
    const body = (await request(server.url, "/readyz", { headers: admin.headers })).json();
    expect(body.status).toBe("ready");
    expect(body.version).toBe(pkg.version);
    let head: string | null = null;
    try {
      head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    } catch {
      head = null;
    }
    if (head) {
      expect(body.commit).toMatch(/^[0-9a-f]{40}$/);
      // The build's commit is this checkout's HEAD or one of its ancestors.
      execFileSync("git", ["merge-base", "--is-ancestor", body.commit, head], { cwd: ROOT });
    }
    report(`/readyz: version ${body.version}, commit ${body.commit}`);
  });
});
