// One server per run (the database comes from HOSTILE_DB), and a real SMTP server it sends
// its mail to; every message received is written to a folder the tests read.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import type { TestProject } from "vitest/node";
import { ensureTemplate } from "../../helpers/template";
import { HOSTILE_DB, type RunningServer, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    hostileUrl: string;
    hostilePid: number;
    hostileDataDir: string;
    hostileAdmin: { username: string; password: string };
    hostileMailDir: string;
    hostileDb: string;
  }
}

/**
 * Ports of this suite: 3600-3619 by default; HOSTILE_PORT_BASE moves the block (run.mjs runs the
 * PostgreSQL half side by side with the PGlite one, 20 ports above it), so two checkouts can run
 * the suite side by side too.
 */
const BASE = Number(process.env.HOSTILE_PORT_BASE ?? 3600);
export const PORTS = { server: BASE, smtp: BASE + 1, spare: BASE + 2, spare2: BASE + 3, spare3: BASE + 4 };

let server: RunningServer | undefined;
let smtp: SMTPServer | undefined;
let mailDir = "";

export async function setup(project: TestProject) {
  // On PGlite a new data folder starts from a migrated, empty database (no admin, no secrets):
  // creating one takes tens of seconds on a busy machine, a copy about one.
  if (HOSTILE_DB === "pglite") process.env.HOSTILE_PGLITE_TEMPLATE = await ensureTemplate();
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-hostile-mail-"));
  let count = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback();
      void address;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
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
  await new Promise<void>((resolve) => smtp!.listen(PORTS.smtp, "127.0.0.1", resolve));

  server = await startServer(PORTS.server, {
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MAIL_POLL_MS: "300",
    MAIL_TO: "staff@example.com",
  });
  project.provide("hostileUrl", server.url);
  project.provide("hostilePid", server.pid);
  project.provide("hostileDataDir", server.dataDir);
  project.provide("hostileAdmin", server.admin);
  project.provide("hostileMailDir", mailDir);
  project.provide("hostileDb", HOSTILE_DB);
}

export async function teardown() {
  // A 500 in the server's log is a finding even when every assertion held.
  const logs = server?.logs() ?? "";
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  fs.rmSync(mailDir, { recursive: true, force: true });
  const errors = logs.split("\n").filter((line) => /"level":(50|60)/.test(line));
  if (errors.length) {
    const sample = errors.slice(0, 10).map((line) => `  ${line.slice(0, 400)}`);
    throw new Error(
      `The server logged ${errors.length} error(s) during the hostile suite:\n${sample.join("\n")}`,
    );
  }
}
