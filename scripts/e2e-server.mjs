// Starts the built server for the browser tests on a fresh copy of the seeded data folder (demo
// content and the test admin, made once per build: scripts/lib/seeded-data.mjs), with a
// real SMTP server beside it (on PORT + 1000): each mail it receives is written as JSON
// `{from, to, raw}` into a folder the tests find from the port (tests/e2e/mail.ts), emptied here
// at start, so a test can read the mails its actions sent.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { copySeededData } from "./lib/seeded-data.mjs";

const port = Number(process.env.PORT ?? 3000);
const smtpPort = port + 1000;
/** Keep in step with tests/e2e/mail.ts (mailDir). */
const mailDir = path.join(os.tmpdir(), `site-e2e-mail-${port}`);
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  disableReverseLookup: true,
  closeTimeout: 100,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      count += 1;
      const record = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      // Written aside and renamed into place: a reader never sees half a file.
      const name = `${String(count).padStart(5, "0")}.json`;
      fs.writeFileSync(path.join(mailDir, `.${name}.part`), JSON.stringify(record));
      fs.renameSync(path.join(mailDir, `.${name}.part`), path.join(mailDir, name));
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.server.once("error", reject);
  smtp.listen(smtpPort, "127.0.0.1", resolve);
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
await copySeededData(dataDir);
const child = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? "build", "server", "main.js")], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SEED: "demo",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TO: "staff@example.com",
    MAIL_POLL_MS: process.env.MAIL_POLL_MS ?? "500",
  },
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  smtp.close(() => {
    fs.rmSync(mailDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
