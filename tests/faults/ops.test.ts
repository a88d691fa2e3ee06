// Operations on the embedded database: backup and restore drill, logs, version.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pkg from "../../package.json" with { type: "json" };
import { checkArchive, fill, snapshot } from "./drill";
import {
  ADMIN,
  apply,
  BUILD_DIR,
  contact,
  files,
  json,
  login,
  npmScript,
  portBlock,
  ROOT,
  request,
  type Server,
  sha256,
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

describe("first start with the demo content", () => {
  it("copies the pictures the build made: none drawn, each served as the build encoded it", async () => {
    const cache = path.join(BUILD_DIR, "server", "demo-pictures");
    const manifest = JSON.parse(fs.readFileSync(path.join(cache, "manifest.json"), "utf8")) as {
      images: Record<string, { variants: { file: string }[] }>;
    };
    const made = new Set(
      files(cache)
        .filter((f) => f.endsWith(".webp"))
        .map((f) => sha256(path.join(cache, f))),
    );
    expect(Object.keys(manifest.images).length).toBeGreaterThan(50);

    // An empty folder, no database: the build's template and pictures are all it starts from.
    const server = await startServer({ port: port(), template: false, env: { SEED: "demo" } });
    try {
      const seeded = server.output
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        })
        .find((l) => l.msg === "demo content seeded");
      expect(seeded).toMatchObject({ picturesCopied: Object.keys(manifest.images).length, picturesDrawn: 0 });
      report(
        `first start: ${seeded?.images} pictures from ${seeded?.picturesCopied} made by the build, ${seeded?.imagesMs} ms`,
      );
      const stored = files(path.join(server.dataDir, "uploads"));
      expect(stored.length).toBeGreaterThanOrEqual(made.size);
      for (const file of stored)
        expect(made.has(sha256(path.join(server.dataDir, "uploads", file))), file).toBe(true);

      // What a visitor gets: a fabric's picture in every width, each the build's bytes.
      const fabric = (await request(server.url, "/api/fabrics/1?lng=fr")).text();
      const sources = [...new Set(fabric.match(/\/uploads\/[A-Za-z0-9]+-\d+\.webp/g))];
      expect(sources.length).toBeGreaterThanOrEqual(3);
      for (const src of sources) {
        const answer = await request(server.url, src);
        expect(answer.status, src).toBe(200);
        expect(answer.headers["content-type"]).toBe("image/webp");
        expect(made.has(createHash("sha256").update(answer.body).digest("hex")), src).toBe(true);
      }
    } finally {
      await server.stop();
    }
  });
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
