import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { MIGRATIONS_DIR, openDatabase, PGLITE_CONF } from "../../server/db/client";

/**
 * A migrated, empty PGlite data folder made once per set of migrations, with an image of it (a
 * tar of the folder, `image.tar`): each test app loads the image into a database in memory
 * (about a second) instead of running initdb (2-3 s) or copying the folder's 2,300 files.
 */
export function templateDir(): string {
  return path.join(os.tmpdir(), `site-pglite-template-${migrationsHash()}`);
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

export async function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (fs.existsSync(path.join(dir, "ready"))) return dir;
  const building = `${dir}.${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: building, lock: false });
  await database.migrate();
  await database.close();
  const copy = await PGlite.create(path.join(building, "db"), { postgresqlconf: PGLITE_CONF });
  const image = await copy.dumpDataDir("none");
  await copy.close();
  fs.writeFileSync(path.join(building, "image.tar"), Buffer.from(await image.arrayBuffer()));
  fs.writeFileSync(path.join(building, "ready"), "");
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another process won the race
  }
  return dir;
}

let image: Promise<Blob> | undefined;

/** The template's image, read once per test process. */
export function templateImage(): Promise<Blob> {
  image ??= ensureTemplate().then((dir) => new Blob([fs.readFileSync(path.join(dir, "image.tar"))]));
  return image;
}

/** A database in memory holding the migrated, empty template. */
export async function templateDatabase(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await templateImage(), postgresqlconf: PGLITE_CONF });
}

/** The migrated, empty database on the PostgreSQL server that each test's database copies. */
export function templateDatabaseName(): string {
  return `site_template_${migrationsHash()}`;
}

/**
 * Makes the template database on the PostgreSQL server at `serverUrl` if it is missing (under a
 * name of its own, renamed into place once migrated, so a half-made one is never copied).
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = templateDatabaseName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
    await database.migrate();
    await database.close();
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      await admin.query(`drop database if exists ${building}`); // another run made it first
    }
    return name;
  } finally {
    await admin.end();
  }
}
