import { createReadStream } from "node:fs";
import fsp from "node:fs/promises";
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import type * as ClientS3 from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import { sha256File } from "./local";
import type { Area, ObjectInfo, ObjectStore } from "./objects";
import { isSafeKey } from "./objects";

/**
 * The AWS SDK, loaded on first use: the default start (local folder) does not pay for it
 * (about 0.1 s and 20 MB). A static import would be hoisted to the top of the server bundle.
 */
const load = createRequire(import.meta.url);
let loaded: { s3: typeof ClientS3; storage: typeof LibStorage } | undefined;
const sdk = () => {
  loaded ??= { s3: load("@aws-sdk/client-s3"), storage: load("@aws-sdk/lib-storage") };
  return loaded;
};

export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** A CDN or public bucket URL in front of uploads/ (the /uploads route redirects there). */
  publicUrl: string | undefined;
};

/** How long a request to the bucket may take before the store counts as unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;
/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

export function s3Client(settings: S3Settings): ClientS3.S3Client {
  const client = new (sdk().s3.S3Client)({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // S3-compatible servers (MinIO, Ceph, R2, ...) do not all take the SDK's default trailing
    // checksums; the content is checked by its SHA-256 instead (object metadata, storage:migrate).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: REQUEST_TIMEOUT_MS },
    maxAttempts: 2,
  });
  if (settings.forcePathStyle) {
    // A path-style request to a bucket itself (list, delete several, head) goes to /<bucket>,
    // as S3 documents it, not /<bucket>/: servers that sign the path without the slash
    // (s3rver, used by the tests) refuse the SDK's form as a signature mismatch.
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        const bucketOnly = `/${settings.bucket}/`;
        if (request.path === bucketOnly) request.path = bucketOnly.slice(0, -1);
        return next(args);
      },
      { step: "build", name: "bucketPathWithoutSlash" },
    );
  }
  return client;
}

/**
 * Objects in an S3-compatible bucket, under `uploads/<key>` and `private/<key>`. Every object
 * carries the SHA-256 of its content as metadata (`x-amz-meta-sha256`). A put is a streaming
 * upload (multipart above 5 MiB, aborted on failure): an object appears whole or not at all.
 */
export function s3Store(settings: S3Settings, client = s3Client(settings)): ObjectStore {
  const Bucket = settings.bucket;
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
  } = sdk().s3;
  const objectKey = (area: Area, key: string) => `${area}/${key}`;
  return {
    driver: "s3",
    async putFile(area, key, localPath, contentType, mode = "move") {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      const sha256 = await sha256File(localPath);
      const upload = new (sdk().storage.Upload)({
        client,
        params: {
          Bucket,
          Key: objectKey(area, key),
          Body: createReadStream(localPath),
          ContentType: contentType,
          Metadata: { sha256 },
        },
        leavePartsOnError: false,
      });
      await upload.done();
      if (mode === "move") await fsp.rm(localPath, { force: true });
    },
    async open(area, key) {
      if (!isSafeKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return {
          stream: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType,
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async head(area, key) {
      if (!isSafeKey(key)) return null;
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return { size: answer.ContentLength ?? 0, sha256: answer.Metadata?.sha256 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(area, keys) {
      const safe = keys.filter(isSafeKey);
      for (let i = 0; i < safe.length; i += DELETE_BATCH) {
        const Objects = safe.slice(i, i + DELETE_BATCH).map((key) => ({ Key: objectKey(area, key) }));
        // Quiet, as the local driver: removals follow a committed change, which must not turn
        // into an error; an object left behind has no row and goes with the start-up sweep.
        await client
          .send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }))
          .catch(() => {});
      }
    },
    async *list(area): AsyncIterable<ObjectInfo> {
      const Prefix = `${area}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield {
            key: item.Key.slice(Prefix.length),
            size: item.Size ?? 0,
            modified: item.LastModified ?? new Date(),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
    close() {
      client.destroy();
    },
  };
}
