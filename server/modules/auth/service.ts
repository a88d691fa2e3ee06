import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { adminUsers, loginAttempts, sessions } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import { checkPassword, dummyHash, hashPassword, verifyPassword } from "./passwords";

export type AdminUserDto = { id: number; username: string; last_login_at: string | null };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const normalizeUsername = (username: string) => username.normalize("NFC").trim().toLowerCase();

async function findUser(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, normalizeUsername(username)))
    .limit(1);
  return user;
}

export function assertAcceptablePassword(password: string, field = "password") {
  const problem = checkPassword(password);
  if (problem === "too_short") throw badRequest("Password too short", { [field]: "too_short" });
  if (problem === "too_long") throw badRequest("Password too long", { [field]: "too_long" });
  if (problem === "too_common") throw badRequest("Password too common", { [field]: "invalid" });
}

/** Creates the admin, or sets a new password when it exists. */
export async function upsertAdmin(db: Db, username: string, password: string): Promise<"created" | "updated"> {
  const name = username.normalize("NFC").trim();
  if (!/^[\p{L}\p{N}._@-]{1,64}$/u.test(name)) throw badRequest("Invalid username", { username: "invalid" });
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const existing = await findUser(db, name);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, existing.id));
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
 * First start: ADMIN_USERNAME/ADMIN_PASSWORD create or reset that admin; otherwise a fresh
 * database gets `admin` with a random password, returned so the caller prints it once.
 */
export async function ensureAdmin(db: Db, config: Config): Promise<{ username: string; password?: string } | null> {
  if (config.adminUsername && config.adminPassword) {
    await upsertAdmin(db, config.adminUsername, config.adminPassword);
    return { username: config.adminUsername };
  }
  if ((await countAdmins(db)) > 0) return null;
  const password = generatePassword();
  await upsertAdmin(db, "admin", password);
  return { username: "admin", password };
}

export type LoginResult = { token: string; csrfToken: string; user: AdminUserDto; expiresAt: Date };

function tooManyAttempts(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, "rate_limited", "Too many login attempts", undefined, { "retry-after": String(seconds) });
}

/** Refuses (429) when the account or the IP has too many recent failures. */
async function assertNotThrottled(db: Db, config: Config, username: string, ip: string) {
  const since = new Date(Date.now() - config.loginWindowMs);
  for (const where of [eq(loginAttempts.username, username), eq(loginAttempts.ip, ip)]) {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
    if (row && row.failures >= config.loginMaxFailures) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
      throw tooManyAttempts(oldest + config.loginWindowMs - Date.now());
    }
  }
}

const INVALID = () => new AppError(401, "invalid_credentials", "Invalid username or password");

export async function login(
  db: Db,
  config: Config,
  input: { username: string; password: string; ip: string; userAgent: string | undefined },
): Promise<LoginResult> {
  const username = normalizeUsername(input.username).slice(0, 64);
  await assertNotThrottled(db, config, username, input.ip);
  const user = await findUser(db, username);
  // Unknown user and wrong password cost the same and answer the same.
  const checked = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  const ok = Boolean(user) && checked;
  await db.insert(loginAttempts).values({ username, ip: input.ip, success: ok });
  if (!ok || !user) throw INVALID();

  const token = randomToken();
  const csrfToken = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.sessionAbsoluteMs);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      tokenHash: sha256(token),
      userId: user.id,
      csrfToken,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      lastSeenAt: now,
      expiresAt,
    });
    await tx.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, user.id));
    // Old attempts are only evidence for the window; keep the table small.
    await tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 7 * 86_400_000)));
  });
  return {
    token,
    csrfToken,
    expiresAt,
    user: { id: user.id, username: user.username, last_login_at: now.toISOString() },
  };
}

export type SessionInfo = {
  sessionId: number;
  userId: number;
  username: string;
  csrfToken: string;
  lastLoginAt: Date | null;
};

/** The session behind a token, or null when unknown, idle too long or past its absolute expiry. */
export async function authenticate(db: Db, config: Config, token: string): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      csrfToken: sessions.csrfToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      username: adminUsers.username,
      lastLoginAt: adminUsers.lastLoginAt,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + config.sessionIdleMs <= now) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  // Sliding idle expiry, written at most once a minute.
  if (now - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    csrfToken: row.csrfToken,
    lastLoginAt: row.lastLoginAt,
  };
}

export async function logout(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Changes the password and ends every other session of that admin. */
export async function changePassword(
  db: Db,
  input: { userId: number; sessionId: number; currentPassword: string; newPassword: string },
) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, input.userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest("Current password is wrong", { current_password: "invalid" });
  }
  assertAcceptablePassword(input.newPassword, "new_password");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), sql`${sessions.id} <> ${input.sessionId}`));
  });
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
