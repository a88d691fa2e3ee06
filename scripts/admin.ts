// Operator CLI for admin accounts.
//   npm run admin -- create <username>
//   npm run admin -- reset-password <username>
//   npm run admin -- remove-second-factor <username>
//   npm run admin -- list
// The password never comes from the command line (other users see it in `ps`): it is typed at
// a hidden prompt, read from standard input with --password-stdin, or taken from
// ADMIN_PASSWORD; when there is no terminal and neither is given, a random one is generated
// and printed once. Uses the same DATA_DIR / DATABASE_URL as the server and refuses to run
// while a server holds the embedded database.
import readline from "node:readline";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { ADVISORY_LOCK } from "../server/db/advisory";
import { openDatabase } from "../server/db/client";
import { assertDataDirFree, DataDirLockedError } from "../server/db/lock";
import { adminUsers } from "../server/db/schema";
import { AppError } from "../server/http/errors";
import { removeSecondFactor } from "../server/modules/auth/second-factor";
import { generatePassword, normalizeUsername, upsertAdmin } from "../server/modules/auth/accounts";
import { OWNER_ONLY_UMASK } from "../server/storage/modes";

const COMMANDS = ["create", "reset-password", "remove-second-factor", "list"];
const USAGE = `Usage:
  npm run admin -- create <username> [--password-stdin | --generate]
  npm run admin -- reset-password <username> [--password-stdin | --generate]
  npm run admin -- remove-second-factor <username>
  npm run admin -- list

The new password is asked for at a hidden prompt, read from standard input
(--password-stdin), or taken from ADMIN_PASSWORD; --generate (the default without
a terminal) makes a random one and prints it once. Never put it on the command line.`;

/** Reads a line without echoing it (the terminal shows nothing while it is typed). */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const mutable = rl as unknown as { _writeToOutput(text: string): void };
    let asked = false;
    mutable._writeToOutput = (text: string) => {
      if (!asked) process.stderr.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
    asked = true;
    rl.on("SIGINT", () => {
      rl.close();
      reject(new Error("Cancelled."));
    });
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** The new password and whether it was generated (then it is printed once). */
async function newPassword(values: { "password-stdin"?: boolean; generate?: boolean }) {
  if (values["password-stdin"]) return { password: await readStdin(), generated: false };
  if (!values.generate && process.env.ADMIN_PASSWORD)
    return { password: process.env.ADMIN_PASSWORD, generated: false };
  if (!values.generate && process.stdin.isTTY) {
    const first = await promptHidden("New password: ");
    const again = await promptHidden("Repeat it: ");
    if (first !== again) throw new Error("The two passwords differ; nothing was changed.");
    return { password: first, generated: false };
  }
  return { password: generatePassword(), generated: true };
}

async function main() {
  if (process.argv.some((arg) => arg === "--password" || arg.startsWith("--password="))) {
    console.error("Refused: --password would show the password to every user of this machine (ps).");
    console.error("Type it at the prompt, pipe it with --password-stdin, or set ADMIN_PASSWORD.");
    process.exit(2);
  }
  // Like the server: what it creates in DATA_DIR (the embedded database) is 0600 / 0700.
  process.umask(OWNER_ONLY_UMASK);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      "password-stdin": { type: "boolean" },
      generate: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, username] = positionals;
  if (values.help || !command || !COMMANDS.includes(command)) {
    console.info(USAGE);
    process.exit(command ? 2 : 0);
  }
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    // A server may be starting on the same PostgreSQL database: migrations run one at a time.
    await database.withLock(ADVISORY_LOCK.startup, () => database.migrate());
    const { db } = database;
    if (command === "list") {
      const rows = await db
        .select({
          username: adminUsers.username,
          lastLoginAt: adminUsers.lastLoginAt,
          totp: adminUsers.totpSecret,
        })
        .from(adminUsers);
      for (const row of rows) {
        const second = row.totp ? "two-step verification on" : "two-step verification off";
        console.info(`${row.username}\tlast login: ${row.lastLoginAt?.toISOString() ?? "never"}\t${second}`);
      }
      return;
    }
    if (!username) {
      console.error(USAGE);
      process.exitCode = 2;
      return;
    }
    const [existing] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, normalizeUsername(username)));
    if (command === "create" && existing)
      throw new Error(`The admin "${username}" already exists; use reset-password.`);
    if (command !== "create" && !existing) throw new Error(`There is no admin "${username}".`);
    if (command === "remove-second-factor") {
      await db.transaction((tx) => removeSecondFactor(tx, existing!.id));
      console.info(
        `Two-step verification of "${username}" removed; the password alone logs in until it is set up again.`,
      );
      return;
    }
    const { password, generated } = await newPassword(values);
    await upsertAdmin(db, username, password);
    console.info(
      command === "create"
        ? `Admin "${username}" created.`
        : `Password of "${username}" reset; its sessions ended.`,
    );
    if (generated) console.info(`Password (shown only now): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError)
    console.error(
      `Refused: ${error.message} (${Object.entries(error.fields ?? {})
        .map(([k, v]) => `${k}: ${v}`)
        .join(", ")})`,
    );
  else if (error instanceof DataDirLockedError || error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
