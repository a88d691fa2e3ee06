import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempDatabase, TEST_DB } from "../helpers/app";
import { ensureTemplate } from "../helpers/template";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cli-test-"));
const tsx = path.resolve("node_modules/.bin/tsx");
const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
let temp: Awaited<ReturnType<typeof createTempDatabase>> | undefined;

// The CLI shares the server's database settings; on the PostgreSQL run it gets a scratch database,
// on PGlite the migrated template (as a server's folder after its first start).
beforeAll(async () => {
  if (TEST_DB === "postgres") {
    temp = await createTempDatabase();
    env.DATABASE_URL = temp.url;
  } else {
    fs.cpSync(path.join(await ensureTemplate(), "db"), path.join(dataDir, "db"), { recursive: true });
  }
});
const admin = (...args: string[]) => spawnSync(tsx, ["scripts/admin.ts", ...args], { env, encoding: "utf8" });
/** The CLI with a password on standard input, as `--password-stdin` reads it. */
const adminStdin = (input: string, ...args: string[]) =>
  spawnSync(tsx, ["scripts/admin.ts", ...args, "--password-stdin"], { env, encoding: "utf8", input });
const name = `cli${process.pid}`;

afterAll(async () => {
  await temp?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Each case starts the CLI through tsx (a few seconds each, more on a busy machine: four starts
// took 112 s on a slow machine while the hostile suite ran beside them).
describe("npm run admin", { timeout: 300_000 }, () => {
  it("creates an admin with a random password printed once, and refuses to create it twice", () => {
    const created = admin("create", name);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Password \(shown only now\): \S{16,}/);
    const again = admin("create", name);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");
  });

  it("resets a password read from standard input, refusing a guessable one with the reason", () => {
    expect(adminStdin("password123\n", "reset-password", name).stderr).toContain("too common");
    expect(adminStdin(`${name}123\n`, "reset-password", name).stderr).toContain("contains username");
    expect(adminStdin("aaaaaaaa\n", "reset-password", name).stderr).toContain("repetitive");
    const reset = adminStdin("a long enough passphrase\n", "reset-password", name);
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).not.toContain("a long enough passphrase");
  });

  it("never takes a password on its command line (other users see it in ps)", () => {
    for (const args of [
      ["--password", "a long enough passphrase"],
      ["--password=a long enough passphrase"],
    ]) {
      const refused = admin("reset-password", name, ...args);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain("--password-stdin");
    }
  });

  it("takes the password from ADMIN_PASSWORD, and removes a second factor", () => {
    const other = `${name}b`;
    const created = spawnSync(tsx, ["scripts/admin.ts", "create", other], {
      env: { ...env, ADMIN_PASSWORD: "another long passphrase" },
      encoding: "utf8",
    });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).not.toContain("shown only now");
    const removed = admin("remove-second-factor", other);
    expect(removed.status, removed.stderr).toBe(0);
    expect(removed.stdout).toContain("Two-step verification");
    expect(admin("remove-second-factor", "nobody-here").stderr).toContain("There is no admin");
  });

  it.runIf(TEST_DB === "pglite")("refuses to run while a server holds the data folder", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dataDir, ".lock"), String(holder.pid));
      const refused = admin("list");
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("in use by another process");
    } finally {
      holder.kill();
      fs.rmSync(path.join(dataDir, ".lock"), { force: true });
    }
  });
});
