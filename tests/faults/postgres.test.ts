// Faults and operations on PostgreSQL: a cluster of the test's own (initdb in a temp folder,
// port 3790), never the machine's shared server. Skipped with a notice when the server
// binaries are missing; under CI=true that is a failure.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Cluster,
  contact,
  createCluster,
  json,
  login,
  npmScript,
  portBlock,
  postgresAvailability,
  request,
  startServer,
  tempDir,
  waitFor,
} from "./harness";
import { checkArchive, fill, snapshot } from "./drill";

const { available } = postgresAvailability();
const port = portBlock(3760);
const report = (line: string) => console.info(`[postgres] ${line}`);

describe.skipIf(!available)("PostgreSQL of the test's own", () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster(3790);
  });
  afterAll(() => {
    cluster?.destroy();
  });

  it("restart under load: /readyz 503 within 5 s, writes 503 (never a lost 2xx), reconnects by itself", async () => {
    // A retried run finds the database of the first attempt.
    cluster.psql("drop database if exists site_restart");
    cluster.psql("create database site_restart");
    const server = await startServer({ port: port(), env: { DATABASE_URL: cluster.urlFor("site_restart") } });
    try {
      const acked: number[] = [];
      const statuses = new Map<number, number>();
      let phase: "up" | "down" | "back" = "up";
      const downStatuses = new Map<number, number>();
      let running = true;
      let n = 0;
      const writer = async () => {
        while (running) {
          const i = n++;
          const res = await request(server.url, "/api/contact-messages", {
            method: "POST",
            ...json(contact(`pg-${i}`)),
            timeoutMs: 30_000,
          }).catch(() => null);
          const status = res?.status ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (phase === "down") downStatuses.set(status, (downStatuses.get(status) ?? 0) + 1);
          if (status === 201) acked.push(res!.json().data.id);
          if (status !== 201) await new Promise((r) => setTimeout(r, 50));
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      await waitFor(() => acked.length >= 20, 30_000);

      const stopped = Date.now();
      cluster.stop("fast");
      phase = "down";
      const notReady = await waitFor(
        async () => (await request(server.url, "/readyz")).status === 503,
        5000,
        () => "/readyz still 200",
      );
      const readyBody = (await request(server.url, "/readyz")).json();
      expect(readyBody.status).toBe("database_unavailable");
      // A while down, under writes.
      await waitFor(
        () => (downStatuses.get(503) ?? 0) >= 10 && Date.now() - stopped >= 3000,
        20_000,
        () => `down statuses ${JSON.stringify([...downStatuses])}`,
      );
      const downFor = Date.now() - stopped;

      cluster.start();
      phase = "back";
      const readyAgain = await waitFor(
        async () => (await request(server.url, "/readyz")).status === 200,
        30_000,
      );
      const ackedBefore = acked.length;
      await waitFor(
        () => acked.length >= ackedBefore + 10,
        30_000,
        () => "writes did not come back",
      );
      running = false;
      await Promise.all(writers);

      const stored = new Set(
        cluster
          .psql("select id from contact_messages", "site_restart")
          .split("\n")
          .filter(Boolean)
          .map(Number),
      );
      const lost = acked.filter((id) => !stored.has(id));
      const mails = Number(cluster.psql("select count(*) from mail_outbox", "site_restart"));
      report(
        `PostgreSQL restart: /readyz 503 after ${notReady} ms, down ${downFor} ms, ready again ${readyAgain} ms after the restart; ` +
          `statuses ${JSON.stringify(Object.fromEntries(statuses))}, while down ${JSON.stringify(Object.fromEntries(downStatuses))}; ` +
          `${acked.length} acknowledged, ${lost.length} lost; ${stored.size} rows, ${mails} mails`,
      );
      expect(notReady).toBeLessThan(5000);
      const errors = server.output.filter((line) => /"level":50/.test(line));
      expect([...statuses.keys()].filter((s) => s !== 201 && s !== 503), errors.join("\n")).toEqual([]);
      expect(lost).toEqual([]);
      // A 503 may have been committed just as the connection broke; never the other way round.
      expect(stored.size).toBeGreaterThanOrEqual(acked.length);
      expect(mails).toBe(stored.size);
    } finally {
      await server.stop();
    }
  });

  it("backup and restore drill: pg_dump custom-format archive restored by pg_restore into an empty database and a fresh folder", async () => {
    cluster.psql("create database site_a");
    cluster.psql("create database site_b");
    const p = port();
    const source = await startServer({ port: p, env: { DATABASE_URL: cluster.urlFor("site_a") } });
    const admin = await login(source.url);
    await fill(source, admin);
    const before = await snapshot(source, admin);
    // On PostgreSQL the backup runs while the server serves.
    const archive = path.join(tempDir(), "site-pg.tar.gz");
    const backup = npmScript("backup", ["--out", archive], {
      DATA_DIR: source.dataDir,
      DATABASE_URL: cluster.urlFor("site_a"),
    });
    expect(backup.code, backup.stderr).toBe(0);
    report(`backup: ${backup.stdout.trim()}`);
    const files = await checkArchive(archive);
    expect(files).toContain("database/postgres.dump");
    expect(files).not.toContain("database/dump.sql");
    await source.stop();

    const target = tempDir();
    const restored = npmScript("restore", [archive], {
      DATA_DIR: target,
      DATABASE_URL: cluster.urlFor("site_b"),
    });
    expect(restored.code, restored.stderr).toBe(0);
    report(`restore: ${restored.stdout.trim()}`);
    const again = npmScript("restore", [archive], {
      DATA_DIR: tempDir(),
      DATABASE_URL: cluster.urlFor("site_b"),
    });
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/not empty/);

    const copy = await startServer({
      port: p,
      dataDir: target,
      env: { DATABASE_URL: cluster.urlFor("site_b") },
    });
    try {
      const after = await snapshot(copy, await login(copy.url));
      expect(after).toEqual(before);
      report(
        `drill: ${JSON.stringify(after.counts)}, ${Object.keys(after.checksums).length} files with equal checksums`,
      );
      expect(
        (await request(copy.url, "/api/contact-messages", { method: "POST", ...json(contact("after")) }))
          .status,
      ).toBe(201);
    } finally {
      await copy.stop();
    }
    const forced = npmScript("restore", [archive, "--force"], {
      DATA_DIR: target,
      DATABASE_URL: cluster.urlFor("site_b"),
    });
    expect(forced.code, forced.stderr).toBe(0);
  });
});
