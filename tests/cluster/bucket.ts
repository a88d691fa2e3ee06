// The two-process suite's object store: an S3-compatible test server (@20minutes/s3rver) in the
// test's own process, on a free port, with a bucket made for the run.
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { s3Client } from "../../server/storage/s3";
import { startS3Server } from "../helpers/s3-server";

/** The keys of a bucket under `uploads/` or `private/`, without the prefix, sorted. */
export async function bucketKeys(client: S3Client, bucket: string, area: "uploads" | "private") {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${area}/`, ContinuationToken }),
    );
    for (const item of page.Contents ?? []) keys.push(item.Key!.slice(area.length + 1));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys.sort();
}

export type TestBucket = {
  /** The variables a server process needs to use the bucket. */
  env: Record<string, string>;
  /** The keys of the bucket under `uploads/` or `private/`, without the prefix. */
  keys(area: "uploads" | "private"): Promise<string[]>;
  close(): Promise<void>;
};

export async function startBucket(): Promise<TestBucket> {
  const server = await startS3Server();
  const bucket = "cluster-site";
  await server.createBucket(bucket);
  const settings = server.settings(bucket);
  const client = s3Client(settings);
  return {
    env: {
      S3_ENDPOINT: server.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: "1",
    },
    keys: (area) => bucketKeys(client, bucket, area),
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
