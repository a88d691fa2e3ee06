import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { adminUsers, sessions } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { checkPassword, hashPassword, verifyPassword } from "./passwords";

/* Staff accounts: creating them, their passwords, the first admin of a fresh database. */

export const normalizeUsername = (username: string) => username.normalize("NFC").trim().toLowerCase();

export type AdminRow = typeof adminUsers.$inferSelect;

export async function findUser(db: Db, username: string): Promise<AdminRow | undefined> {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, normalizeUsername(username)))
    .limit(1);
  return user;
}

/** Refuses (400) a password that is too short, too long or too easy to guess, naming the reason. */
export async function assertAcceptablePassword(password: string, username: string, field = "password") {
  const problem = await checkPassword(password, [username]);
  if (problem) throw badRequest(`Password refused: ${problem.replace(/_/g, " ")}`, { [field]: problem });
}

/** A username as stored, checked (400 when it is not one). */
function checkedUsername(username: string): string {
  const name = username.normalize("NFC").trim();
  if (!/^[\p{L}\p{N}._@-]{1,64}$/u.test(name)) throw badRequest("Invalid username", { username: "invalid" });
  return name;
}

/**
 * Creates the admin unless one of that name exists (`ON CONFLICT DO NOTHING`: two processes
 * starting at once never fail on the unique name); answers whether this call created it.
 */
export async function createAdminIfMissing(db: Db, username: string, password: string): Promise<boolean> {
  const name = checkedUsername(username);
  await assertAcceptablePassword(password, name);
  const passwordHash = await hashPassword(password);
  const rows = await db
    .insert(adminUsers)
    .values({ username: name, passwordHash })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** Creates the admin, or sets a new password when it exists (and ends its sessions). */
export async function upsertAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<"created" | "updated"> {
  const name = checkedUsername(username);
  await assertAcceptablePassword(password, name);
  const passwordHash = await hashPassword(password);
  const existing = await findUser(db, name);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(adminUsers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(adminUsers.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    });
    return "updated";
  }
  await db.insert(adminUsers).values({ username: name, passwordHash });
  return "created";
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

/** A readable random password (about 120 bits). */
export const generatePassword = () => randomBytes(15).toString("base64url");

/**
 * At every start. ADMIN_USERNAME/ADMIN_PASSWORD: that admin is created when missing; when it
 * exists with that password nothing changes (its sessions live on through restarts and new
 * processes); only a different password is set anew, ending its sessions, as a reset does.
 * Without them, a database without any admin gets `admin` with a random password, returned
 * (by the process that created it) so the caller prints it once.
 */
export async function ensureAdmin(
  db: Db,
  config: Config,
): Promise<{ username: string; password?: string } | null> {
  if (config.adminUsername && config.adminPassword) {
    const existing = await findUser(db, config.adminUsername);
    if (!existing) await createAdminIfMissing(db, config.adminUsername, config.adminPassword);
    else if (!(await verifyPassword(existing.passwordHash, config.adminPassword)))
      await upsertAdmin(db, config.adminUsername, config.adminPassword);
    return { username: config.adminUsername };
  }
  if ((await countAdmins(db)) > 0) return null;
  const password = generatePassword();
  if (!(await createAdminIfMissing(db, "admin", password))) return null;
  return { username: "admin", password };
}
