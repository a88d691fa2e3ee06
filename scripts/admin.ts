// Operator CLI for admin accounts.
//   npm run admin -- create <username> [--password <password>]
//   npm run admin -- reset-password <username> [--password <password>]
//   npm run admin -- list
// Without --password a random one is generated and printed once. Uses the same DATA_DIR /
// DATABASE_URL as the server and refuses to run while a server holds the embedded database.
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { assertDataDirFree, DataDirLockedError } from "../server/db/lock";
import { adminUsers } from "../server/db/schema";
import { AppError } from "../server/http/errors";
import { generatePassword, normalizeUsername, upsertAdmin } from "../server/modules/auth/service";
import { OWNER_ONLY_UMASK } from "../server/storage/modes";

const USAGE = `Usage:
  npm run admin -- create <username> [--password <password>]
  npm run admin -- reset-password <username> [--password <password>]
  npm run admin -- list`;

async function main() {
  // Like the server: what it creates in DATA_DIR (the embedded database) is 0600 / 0700.
  process.umask(OWNER_ONLY_UMASK);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, username] = positionals;
  if (values.help || !command || !["create", "reset-password", "list"].includes(command)) {
    console.info(USAGE);
    process.exit(command ? 2 : 0);
  }
  const config = loadConfig({ NODE_ENV: "production", ...process.env });
  if (!config.databaseUrl) assertDataDirFree(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await database.migrate();
    const { db } = database;
    if (command === "list") {
      const rows = await db.select({ username: adminUsers.username, lastLoginAt: adminUsers.lastLoginAt }).from(adminUsers);
      for (const row of rows) console.info(`${row.username}\tlast login: ${row.lastLoginAt?.toISOString() ?? "never"}`);
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
    if (command === "create" && existing) throw new Error(`The admin "${username}" already exists; use reset-password.`);
    if (command === "reset-password" && !existing) throw new Error(`There is no admin "${username}".`);
    const password = values.password ?? generatePassword();
    await upsertAdmin(db, username, password);
    console.info(command === "create" ? `Admin "${username}" created.` : `Password of "${username}" reset; its sessions ended.`);
    if (!values.password) console.info(`Password (shown only now): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError) console.error(`Refused: ${error.message} (${Object.entries(error.fields ?? {}).map(([k, v]) => `${k}: ${v}`).join(", ")})`);
  else if (error instanceof DataDirLockedError || error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
