// Where scheduled archives go (BACKUP_TARGET): a folder, or a prefix in the site's bucket.
// Only names of the site's own archives (site-<time>.tar.gz) are listed and ever removed.
import { createReadStream } from "node:fs";
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type * as ClientS3 from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import { OWNER_ONLY_DIR } from "../storage/modes";
import { type S3Settings, s3Client } from "../storage/s3";
import { type BackupTarget, describeTarget } from "./settings";
import { type ArchiveResult, archiveTime } from "./write";

export type ArchiveStore = {
  /** The target in words (a folder, s3://bucket/prefix/), for the log. */
  readonly where: string;
  /** Has `produce` write the archive to a local file, then makes it `name` in the target. */
  put(
    name: string,
    produce: (file: string) => Promise<ArchiveResult>,
    signal: AbortSignal,
  ): Promise<ArchiveResult>;
  /** The site's archives in the target, oldest first. */
  names(): Promise<string[]>;
  remove(names: string[]): Promise<void>;
  close(): void;
};

const oldestFirst = (names: string[]) => names.filter((n) => archiveTime(n)).sort();

function folderStore(dir: string): ArchiveStore {
  return {
    where: dir,
    async put(name, produce) {
      await fsp.mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
      // Written through <name>.part and renamed once whole (server/backup/write.ts).
      return produce(path.join(dir, name));
    },
    async names() {
      return oldestFirst(await fsp.readdir(dir).catch(() => []));
    },
    async remove(names) {
      for (const name of names) await fsp.rm(path.join(dir, name), { force: true });
    },
    close() {},
  };
}

const load = createRequire(import.meta.url);

function bucketStore(settings: S3Settings, prefix: string): ArchiveStore {
  const s3: typeof ClientS3 = load("@aws-sdk/client-s3");
  const { Upload }: typeof LibStorage = load("@aws-sdk/lib-storage");
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    where: describeTarget({ kind: "s3", prefix }, Bucket),
    async put(name, produce, signal) {
      const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "site-backup-upload-"));
      try {
        const file = path.join(staging, name);
        const written = await produce(file);
        // A multipart upload appears whole or not at all; stopping the server aborts it.
        const upload = new Upload({
          client,
          params: {
            Bucket,
            Key: `${prefix}${name}`,
            Body: createReadStream(file),
            ContentType: "application/gzip",
          },
          leavePartsOnError: false,
        });
        const abort = () => void upload.abort().catch(() => {});
        signal.addEventListener("abort", abort, { once: true });
        try {
          await upload.done();
        } finally {
          signal.removeEventListener("abort", abort);
        }
        return written;
      } finally {
        await fsp.rm(staging, { recursive: true, force: true });
      }
    },
    async names() {
      const found: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: "/", ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) found.push(item.Key.slice(prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return oldestFirst(found);
    },
    async remove(names) {
      const mine = names.filter((n) => archiveTime(n));
      if (mine.length === 0) return;
      const Objects = mine.map((n) => ({ Key: `${prefix}${n}` }));
      await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    },
    close() {
      client.destroy();
    },
  };
}

export function openArchiveStore(target: BackupTarget, s3: S3Settings | undefined): ArchiveStore {
  if (target.kind === "folder") return folderStore(target.dir);
  if (!s3) throw new Error("BACKUP_TARGET names the bucket, but S3_BUCKET is not set");
  return bucketStore(s3, target.prefix);
}
