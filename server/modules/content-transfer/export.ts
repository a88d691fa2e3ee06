/**
 * The export: one JSON file per entity (rows by id, keys sorted, two-space indent), the image
 * variants under files/uploads/ and the certificates' files under files/private/, then
 * manifest.json with the counts and every file's SHA-256. Nothing in it changes between two
 * exports of the same content but manifest.json's exported_at.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import pkg from "../../../package.json" with { type: "json" };
import { CONTENT_FORMAT, type ContentEntity } from "../../../common/content-transfer";
import type { Db, Tx } from "../../db/client";
import { MIGRATIONS_DIR } from "../../db/client";
import type { ImageVariant } from "../../db/schema";
import { type Area, readAll } from "../../storage/objects";
import type { Storage } from "../../storage/storage";
import { columnsOf, ENTITIES } from "./entities";

export type ContentFile = { path: string; data: Buffer };
export type ContentRows = Record<ContentEntity, Record<string, unknown>[]>;

/** The last migration of this version's database, as drizzle's journal names it. */
export function schemaMigration(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? "";
}

export const APP_VERSION: string = pkg.version;

/** A value with every object's keys sorted (arrays keep their order). */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return Object.fromEntries(
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sorted(v)]),
    );
  }
  return value;
}

export const jsonFile = (value: unknown) =>
  Buffer.from(`${JSON.stringify(sorted(value), null, 2)}\n`, "utf8");
export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Every row of the content tables, by primary key, with the columns' database names. */
export async function readContent(db: Db | Tx): Promise<ContentRows> {
  const rows = {} as ContentRows;
  for (const entity of ENTITIES) {
    const columns = columnsOf(entity);
    const all = getTableColumns(entity.table) as Record<string, PgColumn>;
    const order = entity.orderBy.map((name) => all[columns.get(name)!]!);
    const found = (await db
      .select()
      .from(entity.table)
      .orderBy(...order)) as Record<string, unknown>[];
    rows[entity.name] = found.map((row) =>
      Object.fromEntries([...columns].map(([name, key]) => [name, row[key] ?? null])),
    );
  }
  return rows;
}

/** The media rows and private files the content names: what else is in those tables stays out. */
function referenced(rows: ContentRows): ContentRows {
  const mediaIds = new Set<unknown>([
    ...rows.collections.map((r) => r.cover_image_id),
    ...rows.fabrics.map((r) => r.main_image_id),
    ...rows.fabric_photos.map((r) => r.media_id),
    ...rows.countries.map((r) => r.cover_image_id),
    ...rows.exhibitions.map((r) => r.image_id),
    ...rows.exhibition_photos.map((r) => r.media_id),
  ]);
  const fileIds = new Set<unknown>([
    ...rows.certificates.map((r) => r.file_id),
    ...rows.fabric_reports.map((r) => r.file_id),
  ]);
  return {
    ...rows,
    media: rows.media.filter((r) => mediaIds.has(r.id)),
    private_files: rows.private_files.filter((r) => fileIds.has(r.id)),
  };
}

type Binary = { path: string; area: Area; key: string };

/** Where each binary file of the content is in the archive and in the store. */
export function binaryFiles(rows: ContentRows): Binary[] {
  const images = rows.media.flatMap((m) =>
    (m.variants as ImageVariant[]).map((v) => ({
      path: `files/uploads/${v.file}`,
      area: "uploads" as const,
      key: v.file,
    })),
  );
  const privates = rows.private_files.map((f) => ({
    path: `files/private/${f.storage_key}`,
    area: "private" as const,
    key: String(f.storage_key),
  }));
  return [...images, ...privates].sort((a, b) => (a.path < b.path ? -1 : 1));
}

export type Snapshot = { rows: ContentRows; binaries: Binary[]; storage: Storage };

/** The content as one transaction sees it, and its files, every one checked to be in the store. */
export async function snapshot(ctx: { db: Db; storage: Storage }): Promise<Snapshot> {
  const rows = referenced(
    await ctx.db.transaction((tx) => readContent(tx), { isolationLevel: "repeatable read" }),
  );
  const binaries = binaryFiles(rows);
  for (const file of binaries) {
    if (!(await ctx.storage.head(file.area, file.key))) {
      throw new Error(`content export: ${file.path} is missing in the store`);
    }
  }
  return { rows, binaries, storage: ctx.storage };
}

/** The files of an export, the manifest last (it carries the others' checksums). */
export async function* exportFiles(content: Snapshot, now = new Date()): AsyncGenerator<ContentFile> {
  const files: Record<string, string> = {};
  const counts: Record<string, number> = {};
  for (const entity of ENTITIES) {
    const data = jsonFile(content.rows[entity.name]);
    counts[entity.name] = content.rows[entity.name].length;
    const name = `${entity.name}.json`;
    files[name] = sha256(data);
    yield { path: name, data };
  }
  for (const file of content.binaries) {
    const object = await content.storage.open(file.area, file.key);
    if (!object) throw new Error(`content export: ${file.path} is missing in the store`);
    const data = await readAll(object);
    files[file.path] = sha256(data);
    yield { path: file.path, data };
  }
  const manifest = {
    format: CONTENT_FORMAT,
    schema_migration: schemaMigration(),
    app_version: APP_VERSION,
    exported_at: now.toISOString(),
    counts,
    files,
  };
  yield { path: "manifest.json", data: jsonFile(manifest) };
}

/** A fixed date for every entry: the zip of the same content is the same bytes. */
const ZIP_DATE = new Date(2000, 0, 1);

/** The export as a zip stream: JSON deflated, images and PDFs stored as they are. */
export function zipOf(files: AsyncIterable<ContentFile>): Readable {
  return Readable.from(
    (async function* () {
      const chunks: Uint8Array[] = [];
      let failure: Error | null = null;
      const zip = new Zip((error, chunk) => {
        if (error) failure = error;
        else chunks.push(chunk);
      });
      const drain = function* () {
        if (failure) throw failure;
        while (chunks.length > 0) {
          const chunk = chunks.shift()!;
          yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        }
      };
      for await (const file of files) {
        const entry = file.path.endsWith(".json")
          ? new ZipDeflate(file.path, { level: 6 })
          : new ZipPassThrough(file.path);
        entry.mtime = ZIP_DATE;
        zip.add(entry);
        entry.push(file.data, true);
        yield* drain();
      }
      zip.end();
      yield* drain();
    })(),
  );
}

/** Writes the export as a plain folder (for version control); earlier export files are replaced. */
export async function writeFolder(dir: string, files: AsyncIterable<ContentFile>): Promise<number> {
  await fsp.mkdir(dir, { recursive: true });
  const entries = await fsp.readdir(dir);
  const ours = new Set(["manifest.json", "files", ...ENTITIES.map((e) => `${e.name}.json`)]);
  const foreign = entries.filter((name) => !ours.has(name) && !name.startsWith("."));
  if (foreign.length > 0)
    throw new Error(`${dir} holds files that are not an export: ${foreign.slice(0, 5).join(", ")}`);
  for (const name of entries.filter((n) => ours.has(n)))
    await fsp.rm(path.join(dir, name), { recursive: true });
  let count = 0;
  for await (const file of files) {
    const target = path.join(dir, ...file.path.split("/"));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.writeFile(target, file.data);
    count++;
  }
  return count;
}
