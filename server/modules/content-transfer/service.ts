/**
 * The site's content between installations (ADR 16): the export as a zip or a folder, the
 * import of either into an empty site, and whether the site is empty.
 */
import type { ContentStatusDto } from "../../../common/api/content-transfer";
import type { Db } from "../../db/client";
import type { Storage } from "../../storage/storage";
import { type Archive, openFolder, openZip } from "./archive";
import { exportFiles, snapshot, writeFolder, zipOf } from "./export";
import { importContent } from "./import";
import { contentCounts } from "./write";

type Ctx = { db: Db; storage: Storage };

/** How many rows each content table holds; an import needs every count at 0. */
export async function contentStatus(ctx: Ctx): Promise<ContentStatusDto> {
  const counts = await contentCounts(ctx.db);
  return { empty: Object.values(counts).every((n) => n === 0), counts };
}

/** The export as a zip stream; the content is read (and its files found) before the stream starts. */
export async function exportZip(ctx: Ctx, now = new Date()) {
  return zipOf(exportFiles(await snapshot(ctx), now));
}

/** The export written to a folder (the CLI); answers how many files. */
export async function exportToFolder(ctx: Ctx, dir: string, now = new Date()) {
  return writeFolder(dir, exportFiles(await snapshot(ctx), now));
}

/** Imports a zip file or an export folder into an empty site. */
export async function importFrom(ctx: Ctx, source: { zip: string } | { folder: string }) {
  const archive: Archive = "zip" in source ? await openZip(source.zip) : await openFolder(source.folder);
  try {
    return await importContent(ctx, archive.entries);
  } finally {
    await archive.close();
  }
}
