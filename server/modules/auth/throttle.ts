import { and, count, eq, gt, isNull, min, or, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { loginAttempts } from "../../db/schema";
import { AppError } from "../../http/errors";
import { loginFailures, loginThrottled } from "../../metrics/series";
import { admitPasswordCheck } from "./passwords";

/**
 * Who is trying: the account and the client address, and the nonce of a valid device cookie
 * when the browser has logged in to this account before (OWASP, "Slow Down Online Guessing
 * Attacks with Device Cookies"). A known device is counted on its own; every other client
 * shares the account's counter and its address's counter. A password check inside a session
 * (password change, turning the second factor off) passes a device key of its own.
 */
export type Claimant = { username: string; ip: string; device: string | null };

export function tooManyAttempts(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, "rate_limited", "Too many login attempts", undefined, {
    "retry-after": String(seconds),
  });
}

function counters(who: Claimant) {
  if (who.device) return [{ key: `device:${who.device}`, where: eq(loginAttempts.device, who.device) }];
  return [
    {
      key: `account:${who.username}`,
      where: and(eq(loginAttempts.username, who.username), isNull(loginAttempts.device)),
    },
    { key: `ip:${who.ip}`, where: and(eq(loginAttempts.ip, who.ip), isNull(loginAttempts.device)) },
  ];
}

/**
 * Counts an attempt before its password is checked: under a transaction-scoped advisory lock
 * per counter (taken in one order, so two claims never wait on each other in a circle), the
 * failures and the checks still running in the window are counted, and the attempt is written
 * as running. Parallel guesses therefore see each other; over the limit the answer is 429 and
 * no password is hashed. Returns the attempt's id for finishAttempt().
 */
export async function claimAttempt(db: Db, config: Config, who: Claimant): Promise<number> {
  const since = new Date(Date.now() - config.loginWindowMs);
  const list = counters(who).sort((a, b) => (a.key < b.key ? -1 : 1));
  return db.transaction(async (tx) => {
    for (const { key } of list)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    for (const { where } of list) {
      const [row] = await tx
        .select({ n: count(), oldest: min(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(
          and(
            where,
            or(isNull(loginAttempts.success), eq(loginAttempts.success, false)),
            gt(loginAttempts.createdAt, since),
          ),
        );
      if (row && row.n >= config.loginMaxFailures) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
        loginThrottled.inc();
        throw tooManyAttempts(oldest + config.loginWindowMs - Date.now());
      }
    }
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ username: who.username, ip: who.ip, device: who.device, success: null })
      .returning({ id: loginAttempts.id });
    return attempt!.id;
  });
}

/**
 * Records how a claimed attempt ended. "void" removes it: the check did not happen (the hash
 * queue was full) or proved the password right and now waits for the second factor.
 */
export async function finishAttempt(db: Db, id: number, outcome: "success" | "failure" | "void") {
  if (outcome === "failure") loginFailures.inc();
  if (outcome === "void") await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  else
    await db
      .update(loginAttempts)
      .set({ success: outcome === "success" })
      .where(eq(loginAttempts.id, id));
}

/**
 * Runs a password check as a claimed attempt: admitted (or refused at once when too many are in
 * flight), counted first, its outcome written after.
 */
export function throttledCheck<T>(
  db: Db,
  config: Config,
  who: Claimant,
  check: () => Promise<{ outcome: "success" | "failure" | "void"; value: T }>,
): Promise<T> {
  return admitPasswordCheck(() => claimedCheck(db, config, who, check));
}

async function claimedCheck<T>(
  db: Db,
  config: Config,
  who: Claimant,
  check: () => Promise<{ outcome: "success" | "failure" | "void"; value: T }>,
): Promise<T> {
  const id = await claimAttempt(db, config, who);
  let outcome: "success" | "failure" | "void" = "failure";
  try {
    const result = await check();
    outcome = result.outcome;
    return result.value;
  } catch (error) {
    // A refused hash (queue full) did not check anything: it must not count as a guess.
    if (error instanceof AppError && error.statusCode === 503) outcome = "void";
    throw error;
  } finally {
    await finishAttempt(db, id, outcome);
  }
}
