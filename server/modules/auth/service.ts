import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { AdminUserDto } from "../../../common/api/admin";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { adminUsers, loginAttempts, recoveryCodes, sessions } from "../../db/schema";
import { AppError, badRequest, unauthorized } from "../../http/errors";
import { deviceCookieName, deviceKey, issueDeviceToken, verifyDeviceToken } from "./device";
import { dummyHash, hashPassword, verifyPassword } from "./passwords";
import { type AdminRow, assertAcceptablePassword, findUser, normalizeUsername } from "./accounts";
import { randomToken, sha256 } from "./secrets";
import { throttledCheck } from "./throttle";
import { hashRecoveryCode, looksLikeTotp, matchTotp } from "./totp";

export type { AdminUserDto };

export type LoginResult = {
  token: string;
  csrfToken: string;
  user: AdminUserDto;
  expiresAt: Date;
  /** A fresh device cookie for this account (see device.ts). */
  device: { name: string; token: string };
};

const INVALID = () => new AppError(401, "invalid_credentials", "Invalid username or password");
const SECOND_FACTOR_REQUIRED = () =>
  new AppError(401, "second_factor_required", "Enter the code of your authenticator app or a recovery code");
const INVALID_CODE = () => new AppError(401, "invalid_code", "Invalid code");

/**
 * Takes a code of the authenticator app (each 30-second step once) or an unused recovery
 * code (then spent). Both updates are conditional, so a code raced in twice is taken once.
 */
async function acceptSecondFactor(db: Db, user: { id: number; totpSecret: string | null }, code: string) {
  if (!user.totpSecret) return false;
  if (looksLikeTotp(code)) {
    const step = matchTotp(user.totpSecret, code);
    if (step === null) return false;
    const taken = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(adminUsers.id, user.id),
          or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: adminUsers.id });
    return taken.length === 1;
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/**
 * Counted before it is checked (throttle.ts): over the limit it is 429 and nothing is hashed.
 * A valid device cookie of this account is counted on its own; with a second factor enrolled,
 * the right password without a code answers `second_factor_required` and is not counted.
 */
export async function login(
  db: Db,
  config: Config,
  input: {
    username: string;
    password: string;
    code?: string | undefined;
    ip: string;
    userAgent: string | undefined;
    /** Reads a cookie of the request by name. */
    cookie: (name: string) => string | undefined;
    https: boolean;
  },
): Promise<LoginResult> {
  const username = normalizeUsername(input.username).slice(0, 64);
  const key = await deviceKey(db);
  const cookieName = deviceCookieName(key, username, input.https);
  const device = verifyDeviceToken(key, username, input.cookie(cookieName));
  const result = await throttledCheck<AppError | AdminRow>(
    db,
    config,
    { username, ip: input.ip, device },
    async () => {
      const user = await findUser(db, username);
      // Unknown user and wrong password cost the same and answer the same.
      const checked = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !checked) return { outcome: "failure", value: INVALID() };
      if (user.totpSecret) {
        if (!input.code) return { outcome: "void", value: SECOND_FACTOR_REQUIRED() };
        if (!(await acceptSecondFactor(db, user, input.code)))
          return { outcome: "failure", value: INVALID_CODE() };
      }
      return { outcome: "success", value: user };
    },
  );
  if (result instanceof AppError) throw result;
  const user = result;

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
    await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, new Date(now.getTime() - 7 * 86_400_000)));
  });
  return {
    token,
    csrfToken,
    expiresAt,
    user: { id: user.id, username: user.username, last_login_at: now.toISOString() },
    device: { name: cookieName, token: issueDeviceToken(key, username) },
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
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
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

/**
 * Checks the current password of a signed-in admin, throttled like a login: counted first on
 * a key of its own per account, so a stolen session cannot guess it at speed either.
 */
export async function checkCurrentPassword(
  db: Db,
  config: Config,
  input: { userId: number; ip: string; password: string },
) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, input.userId)).limit(1);
  if (!user) throw unauthorized();
  const ok = await throttledCheck(
    db,
    config,
    { username: normalizeUsername(user.username), ip: input.ip, device: `password:${user.id}` },
    async () => {
      const checked = await verifyPassword(user.passwordHash, input.password);
      return { outcome: checked ? "success" : "failure", value: checked };
    },
  );
  if (!ok) throw badRequest("Current password is wrong", { current_password: "invalid" });
  return user;
}

/** Changes the password and ends every other session of that admin. */
export async function changePassword(
  db: Db,
  config: Config,
  input: { userId: number; sessionId: number; ip: string; currentPassword: string; newPassword: string },
) {
  const user = await checkCurrentPassword(db, config, {
    userId: input.userId,
    ip: input.ip,
    password: input.currentPassword,
  });
  await assertAcceptablePassword(input.newPassword, user.username, "new_password");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(adminUsers.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), sql`${sessions.id} <> ${input.sessionId}`));
  });
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
