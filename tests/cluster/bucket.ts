// The two-process suite's object store: an S3-compatible test server (@20minutes/s3rver) in the
// test's own process, on a free port, with a bucket made for the run.
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { s3Client } from "../../server/storage/s3";
import { startS3Server } from "../helpers/s3-server";

export async function startBucket() {
  const server = await startS3Server();
  const bucket = "cluster-site";
  await server.createBucket(bucket);
  const settings = server.settings(bucket);
  const client = s3Client(settings);
  return {
    /** The variables a server process needs to use the bucket. */
    env: {
      S3_ENDPOINT: server.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: "1",
    },
    /** The keys of the bucket under `uploads/` or `private/`, without the prefix. */
    async keys(area: "uploads" | "private"): Promise<string[]> {
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
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
export type TestBucket = Awaited<ReturnType<typeof startBucket>>;
