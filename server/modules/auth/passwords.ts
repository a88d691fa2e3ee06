import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords";

/** OWASP's argon2id parameters: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = "too_short" | "too_long" | "too_common";

/** Length only (no composition rules), and not one of the most common passwords. */
export function checkPassword(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "too_short";
  if (length > PASSWORD_MAX) return "too_long";
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "too_common";
  return null;
}

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the user does not exist, so both cases cost the same. */
export const dummyHash = () => {
  dummy ??= hashPassword("not-a-real-password-for-timing-only");
  return dummy;
};
