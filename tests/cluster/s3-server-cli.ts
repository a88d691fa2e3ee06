// The S3 test server in a process of its own, for scripts/cluster-outside.sh: starts it on a free
// port with one empty bucket, prints the S3_* variables a server process needs (one NAME=value a
// line, then READY), and runs until SIGTERM or SIGINT.
import { startS3Server } from "../helpers/s3-server";

const bucket = process.argv[2] ?? "outside-site";
const server = await startS3Server();
await server.createBucket(bucket);
const settings = server.settings(bucket);
const env = {
  S3_ENDPOINT: server.endpoint,
  S3_REGION: settings.region,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  S3_FORCE_PATH_STYLE: "1",
};
for (const [name, value] of Object.entries(env)) process.stdout.write(`${name}=${value}\n`);
process.stdout.write("READY\n");
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
