import os from "node:os";
import { hash, verify } from "@node-rs/argon2";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { AppError } from "../../http/errors";
import { WorkQueue } from "../../http/work-queue";

/** OWASP's argon2id parameters: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses or more. */
const MIN_SCORE = 3;

export type PasswordProblem =
  | "too_short"
  | "too_long"
  | "too_common"
  | "contains_username"
  | "repetitive"
  | "sequence"
  | "too_weak";

let estimator: Promise<ZxcvbnFactory> | undefined;
/** zxcvbn with its common-password and word lists (about 1 MB): loaded on the first check. */
function strength(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    // CommonJS packages: Node's import gives their exports as `default`, a bundler's as names.
    const [core, common] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
    ]);
    const Factory = core.ZxcvbnFactory ?? core.default.ZxcvbnFactory;
    const dictionary = common.dictionary ?? common.default.dictionary;
    const graphs = common.adjacencyGraphs ?? common.default.adjacencyGraphs;
    return new Factory({ dictionary: { ...dictionary }, graphs });
  })();
  return estimator;
}

const REASONS: Record<string, PasswordProblem> = {
  topTen: "too_common",
  topHundred: "too_common",
  common: "too_common",
  similarToCommon: "too_common",
  pwned: "too_common",
  userInputs: "contains_username",
  simpleRepeat: "repetitive",
  extendedRepeat: "repetitive",
  sequences: "sequence",
  straightRow: "sequence",
  keyPattern: "sequence",
};

/**
 * Length (no composition rules), then zxcvbn's estimate of how many guesses the password
 * takes, with the account's name and the site's as words an attacker would try first.
 */
export async function checkPassword(
  password: string,
  context: string[] = [],
): Promise<PasswordProblem | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "too_short";
  if (length > PASSWORD_MAX) return "too_long";
  const result = (await strength()).check(password, [...context, "admin", "dokuma", "tekstil"]);
  if (result.score >= MIN_SCORE) return null;
  return REASONS[result.feedback.warning ?? ""] ?? "too_weak";
}

/**
 * At most this many password hashes run at once (each takes 19 MiB and tens of ms of a core);
 * others wait in line, and past QUEUE_MAX waiting the answer is 503, so a burst of logins from
 * many addresses cannot take every core or grow memory without bound.
 */
/** The queue is full: an overload the client may retry, not a fault of the server (logged as a warning). */
const busy = () =>
  new AppError(
    503,
    "busy",
    "Too many logins at once; try again in a moment",
    undefined,
    { "retry-after": "2" },
    "warn",
  );

const CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
const QUEUE_MAX = 64;

const hashing = new WorkQueue(CONCURRENCY, QUEUE_MAX, busy);

/**
 * Password checks admitted at once, from the attempt's claim in the database to its outcome: as
 * many as the hashing queue holds. Past that a check is refused (503 busy) before it takes a
 * database connection, so a burst of logins is shed in memory instead of waiting for the pool
 * (whose time-out would answer 503 unavailable, as if the database were down).
 */
let admitted = 0;
export async function admitPasswordCheck<T>(work: () => Promise<T>): Promise<T> {
  if (admitted >= CONCURRENCY + QUEUE_MAX) throw busy();
  admitted += 1;
  try {
    return await work();
  } finally {
    admitted -= 1;
  }
}

export const hashPassword = (password: string) => hashing.run(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the user does not exist, so both cases cost the same. */
export const dummyHash = () => {
  dummy ??= hash("not-a-real-password-for-timing-only", OPTIONS);
  return dummy;
};
