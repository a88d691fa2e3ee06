import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteDatabase, PGLITE_CONF } from "../../server/db/client";
import { seedDatabase } from "../../server/db/seed";
import { createTestApp, TEST_DATABASE_URL, TEST_DB, type TestApp } from "./app";

/**
 * A site with the demo content, for the tests that read it (contracts, translations, content
 * transfer). The demo's pictures are made and re-encoded by the real upload pipeline, some 30 s of
 * CPU: it is seeded once per run and database (by the first test that asks, the others waiting for
 * it) and kept as a template, the files and either an image of the PGlite database or a database
 * of the PostgreSQL server; each site copies it. tests/api/seed.test.ts seeds for real.
 */
export async function createDemoApp(env: Record<string, string> = {}): Promise<TestApp> {
  const template = await ensureDemoTemplate();
  return createTestApp(
    { SEED: "demo", ...env },
    {
      files: path.join(template.dir, "files"),
      ...(template.image
        ? { database: pgliteDatabase(await PGlite.create({ loadDataDir: template.image, postgresqlconf: PGLITE_CONF })) }
        : { template: template.database }),
    },
  );
}

type DemoTemplate = { dir: string; image?: Blob; database?: string };

/** Code the demo's rows and files come from, and the day (the demo's dates follow it). */
function demoKey(): string {
  const hash = createHash("sha256");
  const root = path.resolve(import.meta.dirname, "..", "..", "server");
  for (const folder of ["db", "media"]) {
    for (const file of fs.readdirSync(path.join(root, folder), { recursive: true }).map(String).sort()) {
      const full = path.join(root, folder, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 12);
}

let made: Promise<DemoTemplate> | undefined;

function ensureDemoTemplate(): Promise<DemoTemplate> {
  made ??= build();
  return made;
}

async function build(): Promise<DemoTemplate> {
  const key = demoKey();
  const dir = path.join(os.tmpdir(), `site-demo-${TEST_DB}-${key}`);
  const database = `site_demo_${key}`;
  const read = (): DemoTemplate =>
    TEST_DB === "postgres"
      ? { dir, database }
      : { dir, image: new Blob([fs.readFileSync(path.join(dir, "image.tar"))]) };
  await underLock(`${dir}.lock`, async () => {
    if (fs.existsSync(path.join(dir, "ready")) && (TEST_DB === "pglite" || (await databaseExists(database)))) return;
    fs.rmSync(dir, { recursive: true, force: true });
    const t = await createTestApp({ SEED: "demo" });
    try {
      if (!(await seedDatabase(t.ctx, t.app.log))) throw new Error("the demo content was not loaded");
      fs.mkdirSync(dir, { recursive: true });
      for (const area of ["uploads", "private"]) {
        const from = path.join(t.dataDir, area);
        if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, "files", area), { recursive: true });
      }
      if (TEST_DB === "pglite") {
        const client = (t.ctx.db as unknown as { $client: PGlite }).$client;
        const image = await client.dumpDataDir("none");
        fs.writeFileSync(path.join(dir, "image.tar"), Buffer.from(await image.arrayBuffer()));
      }
    } finally {
      const url = TEST_DB === "postgres" ? t.ctx.config.databaseUrl : undefined;
      await t.close({ keepDatabase: true });
      if (url) await keepAs(url, database);
    }
    fs.writeFileSync(path.join(dir, "ready"), "");
  });
  return read();
}

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

/** Renames the test database at `url` to `name` (dropping an older one of that name). */
async function keepAs(url: string, name: string) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`alter database ${new URL(url).pathname.slice(1)} rename to ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Runs `fn` while holding a lock folder (mkdir is atomic): another test process waits for it. A
 * lock whose holder has died is taken over.
 */
async function underLock(lock: string, fn: () => Promise<void>) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      break;
    } catch {
      const holder = Number(readOr(path.join(lock, "pid"), "0"));
      if (holder && !alive(holder)) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`${lock} held for over 300 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return fallback;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
