// Copies the uploaded files between the local folders under DATA_DIR and the S3 bucket (ADR 19).
//   npm run storage:migrate                  DATA_DIR/uploads and DATA_DIR/private -> the bucket
//   npm run storage:migrate -- --to local    the bucket -> DATA_DIR/uploads and DATA_DIR/private
// Uses the server's S3_* variables (S3_BUCKET must be set) and DATA_DIR. Resumable: what is at
// the target already with the same size and SHA-256 is skipped, so a run cut short is simply
// run again. Every copy is checked by its SHA-256 after it is written. Nothing is deleted at the
// source; the server may run meanwhile (files only appear).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { localFolders, localStore } from "../server/storage/local";
import { AREAS, type Area, type ObjectStore } from "../server/storage/objects";
import { s3Store } from "../server/storage/s3";
import { OWNER_ONLY_UMASK, restrictTree } from "../server/storage/modes";
import { fail } from "./lib/ops";
import { type CopyOutcome, downloadVerified, uploadVerified } from "../server/storage/object-copy";

const USAGE = "Usage: npm run storage:migrate -- [--to s3|local]";

async function keysOf(store: ObjectStore, area: Area): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of store.list(area)) if (!item.key.endsWith(".part")) keys.push(item.key);
  return keys.sort();
}

async function main() {
  process.umask(OWNER_ONLY_UMASK);
  const { values } = parseArgs({
    options: { to: { type: "string", default: "s3" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (values.to !== "s3" && values.to !== "local")
    fail(`--to takes s3 or local, not "${values.to}"\n${USAGE}`);
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  if (!config.s3) fail("S3_BUCKET is not set: give the bucket's S3_* variables, as for the server.");
  const folders = localFolders(config.dataDir);
  fs.mkdirSync(folders.uploadsDir, { recursive: true });
  restrictTree(folders.privateDir);
  const local = localStore(folders);
  const bucket = s3Store(config.s3);
  const [from, to] = values.to === "s3" ? [local, bucket] : [bucket, local];
  const where = (store: ObjectStore) => (store === bucket ? `bucket ${config.s3!.bucket}` : config.dataDir);
  console.info(`Copying uploaded files from ${where(from)} to ${where(to)}`);
  try {
    if (!(await bucket.ping()))
      fail(`The bucket ${config.s3.bucket} cannot be reached (endpoint, credentials, name?).`);
    let failed = 0;
    for (const area of AREAS) {
      const counts: Record<CopyOutcome, number> = { copied: 0, present: 0 };
      const keys = await keysOf(from, area);
      for (const key of keys) {
        try {
          const file = area === "uploads" ? folders.uploadPath(key) : folders.privatePath(key);
          counts[
            values.to === "s3"
              ? await uploadVerified(bucket, area, key, file)
              : await downloadVerified(bucket, area, key, file)
          ]++;
        } catch (error) {
          failed++;
          console.error(`  ${area}/${key}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      console.info(
        `  ${area}/: ${keys.length} files, ${counts.copied} copied, ${counts.present} already there`,
      );
    }
    if (failed > 0) fail(`${failed} files were not copied; run the command again to retry them.`);
    console.info(
      values.to === "s3"
        ? "Done. Start the server with S3_BUCKET set; the files under DATA_DIR may then be removed."
        : `Done. Start the server without S3_BUCKET to use ${path.join(config.dataDir, "uploads")} and private/.`,
    );
  } finally {
    bucket.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  fail(`storage:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
});
