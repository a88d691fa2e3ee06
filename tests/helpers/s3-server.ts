import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import S3rver from "@20minutes/s3rver";
import { s3Client, type S3Settings } from "../../server/storage/s3";

/** The test server's one account (s3rver's built-in key pair). */
export const S3_TEST_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3TestServer = {
  endpoint: string;
  /** Settings for a bucket of this server (made by createBucket). */
  settings(bucket: string, overrides?: Partial<S3Settings>): S3Settings;
  createBucket(bucket: string): Promise<void>;
  /** The server's own files: each object is a file under <directory>/<bucket>/. */
  directory: string;
  close(): Promise<void>;
};

/**
 * An S3-compatible server in this process (@20minutes/s3rver: checks request signatures,
 * keeps objects in a temporary folder), on a free port of 127.0.0.1.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3-test-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string, overrides: Partial<S3Settings> = {}): S3Settings => ({
    endpoint,
    region: "us-east-1",
    bucket,
    ...S3_TEST_KEY,
    forcePathStyle: true,
    publicUrl: undefined,
    ...overrides,
  });
  return {
    endpoint,
    settings,
    directory,
    async createBucket(bucket) {
      const client = s3Client(settings(bucket));
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      } finally {
        client.destroy();
      }
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
