import { and, count, eq, isNull } from "drizzle-orm";
import type { SecondFactorStatus } from "../../../common/api/admin";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { adminUsers, recoveryCodes } from "../../db/schema";
import { badRequest, conflict, unauthorized } from "../../http/errors";
import { normalizeUsername } from "./accounts";
import { checkCurrentPassword } from "./service";
import { throttledCheck } from "./throttle";
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri } from "./totp";

/* Two-step verification of an admin account (RFC 6238 codes, recovery codes): set-up, status, removal. */


export async function secondFactorStatus(db: Db, userId: number): Promise<SecondFactorStatus> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
  if (!user) throw unauthorized();
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: Boolean(user.totpSecret),
    enabled_at: user.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: user.totpSecret ? (left?.n ?? 0) : 0,
  };
}

/** The name authenticator apps show above the code. */
const TOTP_ISSUER = "Dokuma Tekstil";

/** Enrolment, step 1: a new secret, kept aside until a code proves the app has it. */
export async function startSecondFactor(db: Db, userId: number): Promise<{ secret: string; uri: string }> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
  if (!user) throw unauthorized();
  if (user.totpSecret) throw conflict("Two-step verification is already on");
  const secret = newTotpSecret();
  await db
    .update(adminUsers)
    .set({ totpPendingSecret: secret, updatedAt: new Date() })
    .where(eq(adminUsers.id, userId));
  return { secret, uri: otpauthUri(TOTP_ISSUER, user.username, secret) };
}

/**
 * Enrolment, step 2: a code of the new secret turns the second factor on and returns ten
 * recovery codes, shown once (only their hashes are kept). Wrong codes are throttled.
 */
export async function confirmSecondFactor(
  db: Db,
  config: Config,
  input: { userId: number; ip: string; code: string },
): Promise<string[]> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, input.userId)).limit(1);
  if (!user) throw unauthorized();
  if (user.totpSecret) throw conflict("Two-step verification is already on");
  const pending = user.totpPendingSecret;
  if (!pending) throw badRequest("Start the set-up first", { code: "invalid" });
  const step = await throttledCheck(
    db,
    config,
    { username: normalizeUsername(user.username), ip: input.ip, device: `totp-setup:${user.id}` },
    async () => {
      const matched = matchTotp(pending, input.code);
      return { outcome: matched === null ? "failure" : "success", value: matched };
    },
  );
  if (step === null) throw badRequest("The code does not match", { code: "invalid" });
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({
        totpSecret: pending,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        updatedAt: new Date(),
      })
      .where(eq(adminUsers.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code) })));
  });
  return codes;
}

/** Turns the second factor off: from the account page with the current password, or by the CLI. */
export async function removeSecondFactor(db: Tx, userId: number) {
  await db
    .update(adminUsers)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function disableSecondFactor(
  db: Db,
  config: Config,
  input: { userId: number; ip: string; password: string },
) {
  const user = await checkCurrentPassword(db, config, input);
  await db.transaction((tx) => removeSecondFactor(tx, user.id));
}
