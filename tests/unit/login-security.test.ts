import { describe, expect, it } from "vitest";
import { unavailable } from "../../server/http/errors";
import { WorkQueue } from "../../server/http/work-queue";
import { checkPassword } from "../../server/modules/auth/passwords";
import {
  base32Decode,
  base32Encode,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  otpauthUri,
  totpCode,
} from "../../server/modules/auth/totp";

describe("TOTP (RFC 6238)", () => {
  // Appendix B of RFC 6238: the SHA-1 seed "12345678901234567890", 8 digits there; the last 6
  // digits are the 6-digit code of the same step.
  const seed = Buffer.from("12345678901234567890");
  const vectors: Array<[number, string]> = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];
  it.each(vectors)("at %i s the code is the RFC's %s", (seconds, expected) => {
    expect(totpCode(seed, Math.floor(seconds / 30))).toBe(expected.slice(-6));
  });

  it("base32 round-trips and matches RFC 4648's example", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("MZXW6YTBOI").toString()).toBe("foobar");
    expect(base32Decode("mzxw 6ytb-oi======").toString()).toBe("foobar");
  });

  it("accepts the current step and one either side, nothing further, and no other shape", () => {
    const secret = base32Encode(seed);
    const now = 1234567890_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, totpCode(seed, step), now)).toBe(step);
    expect(matchTotp(secret, totpCode(seed, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(seed, step + 1), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(seed, step - 2), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });

  it("writes an otpauth URI with the issuer and the account", () => {
    const uri = otpauthUri("Dokuma Tekstil", "ayşe", "ABC");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Dokuma%20Tekstil:ay%C5%9Fe\?/);
    const params = new URL(uri).searchParams;
    expect(params.get("secret")).toBe("ABC");
    expect(params.get("issuer")).toBe("Dokuma Tekstil");
    expect(params.get("period")).toBe("30");
  });

  it("makes ten distinct recovery codes, hashed regardless of case and dashes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace(/-/g, " "))).toBe(hashRecoveryCode(codes[0]!));
  });
});

describe("password strength", () => {
  it.each([
    ["aaaaaaaa", "repetitive"],
    ["        ", "repetitive"],
    ["password", "too_common"],
    ["12345678", "too_common"],
    ["qwertyuiop", "too_common"],
    ["short", "too_short"],
    ["x".repeat(129), "too_long"],
  ])("refuses %j as %s", async (password, reason) => {
    expect(await checkPassword(password, ["ayse"])).toBe(reason);
  });

  it("refuses the account's name with digits after it", async () => {
    expect(await checkPassword("ayse1234", ["ayse"])).toBe("contains_username");
    expect(await checkPassword("mehmet123", ["mehmet"])).toBe("contains_username");
  });

  it("takes a passphrase and a long random password", async () => {
    expect(await checkPassword("a long enough passphrase", ["ayse"])).toBeNull();
    expect(await checkPassword("vT3k9sLq2xWm8RzP", ["ayse"])).toBeNull();
  });
});

describe("WorkQueue", () => {
  it("never runs more than its concurrency at once, and refuses past its queue", async () => {
    const queue = new WorkQueue(2, 3, () => unavailable());
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const started = [work(), work(), work(), work(), work()];
    await expect(work()).rejects.toMatchObject({ statusCode: 503 });
    expect(queue.size).toBe(5);
    // Finish them one by one: each release lets exactly one waiting task start.
    while (releases.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    await Promise.all(started);
    expect(peak).toBe(2);
    expect(queue.size).toBe(0);
  });
});
