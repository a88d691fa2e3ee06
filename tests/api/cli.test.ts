import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempDatabase, TEST_DB } from "../helpers/app";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cli-test-"));
const tsx = path.resolve("node_modules/.bin/tsx");
const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
let temp: Awaited<ReturnType<typeof createTempDatabase>> | undefined;

// The CLI shares the server's database settings; on the PostgreSQL run it gets a scratch database.
beforeAll(async () => {
  if (TEST_DB === "postgres") {
    temp = await createTempDatabase();
    env.DATABASE_URL = temp.url;
  }
});
const admin = (...args: string[]) => spawnSync(tsx, ["scripts/admin.ts", ...args], { env, encoding: "utf8" });
const name = `cli${process.pid}`;

afterAll(async () => {
  await temp?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run admin", () => {
  it("creates an admin with a random password printed once, and refuses to create it twice", () => {
    const created = admin("create", name);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Password \(shown only now\): \S{16,}/);
    const again = admin("create", name);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");
  });

  it("resets a password, refusing a common one", () => {
    expect(admin("reset-password", name, "--password", "password123").stderr).toContain("too common");
    const reset = admin("reset-password", name, "--password", "a long enough passphrase");
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).not.toContain("a long enough passphrase");
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
