// BACKUP_SCHEDULE's cron expressions, and the start-time checks of the scheduled backups' variables.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CronError, nextRun, parseCron } from "../../server/backup/cron";
import { ConfigError, loadConfig } from "../../server/config";

/** Local time, as the schedule reads it. */
const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);
const next = (expression: string, after: Date) => nextRun(parseCron(expression), after);

/** The next `n` runs after `from`. */
function runs(expression: string, from: Date, n: number): Date[] {
  const schedule = parseCron(expression);
  const out: Date[] = [];
  let t = from;
  for (let i = 0; i < n; i++) {
    t = nextRun(schedule, t)!;
    out.push(t);
  }
  return out;
}

describe("cron expressions", () => {
  it("runs a daily time once a day, strictly after the given moment", () => {
    expect(next("15 3 * * *", at(2026, 3, 10, 1, 0))).toEqual(at(2026, 3, 10, 3, 15));
    expect(next("15 3 * * *", at(2026, 3, 10, 3, 15))).toEqual(at(2026, 3, 11, 3, 15));
    expect(next("15 3 * * *", at(2026, 12, 31, 4, 0))).toEqual(at(2027, 1, 1, 3, 15));
  });

  it("reads lists, ranges and steps in each field", () => {
    expect(runs("0,30 9-10 * * *", at(2026, 5, 4, 8, 59), 5)).toEqual([
      at(2026, 5, 4, 9, 0),
      at(2026, 5, 4, 9, 30),
      at(2026, 5, 4, 10, 0),
      at(2026, 5, 4, 10, 30),
      at(2026, 5, 5, 9, 0),
    ]);
    expect(runs("*/20 * * * *", at(2026, 5, 4, 8, 50), 3)).toEqual([
      at(2026, 5, 4, 9, 0),
      at(2026, 5, 4, 9, 20),
      at(2026, 5, 4, 9, 40),
    ]);
    expect(runs("0 0-12/6 * * *", at(2026, 5, 4, 0, 0), 3)).toEqual([
      at(2026, 5, 4, 6, 0),
      at(2026, 5, 4, 12, 0),
      at(2026, 5, 5, 0, 0),
    ]);
    // Months by number and name; the 1st of every third month.
    expect(runs("0 2 1 */3 *", at(2026, 2, 15), 2)).toEqual([at(2026, 4, 1, 2, 0), at(2026, 7, 1, 2, 0)]);
    expect(next("0 2 1 jul *", at(2026, 2, 15))).toEqual(at(2026, 7, 1, 2, 0));
  });

  it("reads the day of week (0 and 7 are Sunday, names too); with a day of month too, either one", () => {
    // 2026-06-01 is a Monday.
    expect(next("30 4 * * 0", at(2026, 6, 1))).toEqual(at(2026, 6, 7, 4, 30));
    expect(next("30 4 * * 7", at(2026, 6, 1))).toEqual(at(2026, 6, 7, 4, 30));
    expect(next("30 4 * * sat,sun", at(2026, 6, 1))).toEqual(at(2026, 6, 6, 4, 30));
    expect(runs("0 1 * * 1-5", at(2026, 6, 5, 2), 2)).toEqual([at(2026, 6, 8, 1, 0), at(2026, 6, 9, 1, 0)]);
    // The 15th or any Friday (cron's rule when both are restricted).
    expect(runs("0 1 15 * 5", at(2026, 6, 10), 3)).toEqual([
      at(2026, 6, 12, 1, 0),
      at(2026, 6, 15, 1, 0),
      at(2026, 6, 19, 1, 0),
    ]);
  });

  it("finds 29 February years ahead", () => {
    expect(next("0 0 29 2 *", at(2026, 3, 1))).toEqual(at(2028, 2, 29, 0, 0));
  });

  it.each([
    ["", /0 fields/],
    ["15 3 * *", /4 fields; give five/],
    ["15 3 * * * *", /6 fields/],
    ["60 3 * * *", /minute: 60 is outside 0-59/],
    ["15 24 * * *", /hour: 24 is outside 0-23/],
    ["15 3 0 * *", /day of month: 0 is outside 1-31/],
    ["15 3 * 13 *", /month: 13 is outside 1-12/],
    ["15 3 * * 8", /day of week: 8 is outside 0-7/],
    ["a 3 * * *", /minute: "a" is not a number/],
    ["*/0 3 * * *", /minute: the step "0" must be a number from 1/],
    ["10-5 3 * * *", /minute: the range "10-5" goes backwards/],
    ["1-2-3 3 * * *", /minute: "1-2-3" is not a range/],
    ["1,,2 3 * * *", /minute: "" is not valid/],
    ["15 3 30 2 *", /never comes/],
    ["@daily", /1 fields/],
  ])("refuses %j, saying why", (expression, why) => {
    expect(() => parseCron(expression)).toThrow(CronError);
    expect(() => parseCron(expression)).toThrow(why);
  });
});

describe("scheduled backups' variables at start", () => {
  const env = (vars: Record<string, string>) => ({ NODE_ENV: "test", DATA_DIR: "/srv/site", ...vars });
  const problems = (vars: Record<string, string>) => {
    try {
      loadConfig(env(vars));
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return "";
  };

  it("stops the start with a message naming BACKUP_SCHEDULE and what is wrong", () => {
    const message = problems({ BACKUP_SCHEDULE: "15 25 * * *", BACKUP_TARGET: "/srv/backups" });
    expect(message).toContain("Invalid configuration:");
    expect(message).toContain("BACKUP_SCHEDULE: hour: 25 is outside 0-23");
    expect(problems({ BACKUP_SCHEDULE: "daily", BACKUP_TARGET: "/srv/backups" })).toContain(
      'BACKUP_SCHEDULE: "daily" has 1 fields; give five',
    );
  });

  it("requires a target, refuses one among the site's own folders and a bucket prefix without a bucket", () => {
    expect(problems({ BACKUP_SCHEDULE: "15 3 * * *" })).toContain(
      "BACKUP_TARGET: required with BACKUP_SCHEDULE",
    );
    expect(problems({ BACKUP_SCHEDULE: "15 3 * * *", BACKUP_TARGET: "/srv/site/uploads/b" })).toContain(
      'BACKUP_TARGET: "/srv/site/uploads/b" is inside DATA_DIR\'s uploads/ folder',
    );
    expect(problems({ BACKUP_SCHEDULE: "15 3 * * *", BACKUP_TARGET: "s3:backups" })).toContain(
      "S3_BUCKET is not set",
    );
    const s3 = { S3_BUCKET: "site", S3_REGION: "us-east-1", BACKUP_SCHEDULE: "15 3 * * *" };
    expect(problems({ ...s3, BACKUP_TARGET: "s3:uploads/x" })).toContain(
      "uploads/ and private/ hold the site's files",
    );
    expect(problems({ ...s3, BACKUP_TARGET: "s3:../x" })).toContain("give a prefix in the bucket");
    expect(problems({ BACKUP_TARGET: "/srv/backups" })).toContain(
      "BACKUP_TARGET: only used with BACKUP_SCHEDULE",
    );
    expect(problems({ BACKUP_SCHEDULE: "15 3 * * *", BACKUP_TARGET: "/srv/b", BACKUP_KEEP: "0" })).toContain(
      "BACKUP_KEEP",
    );
  });

  it("takes a folder (BACKUP_DIR when no target is given) or a prefix in the bucket, keeping 14 by default", () => {
    const folder = loadConfig(env({ BACKUP_SCHEDULE: " 15 3 * * * ", BACKUP_DIR: "/srv/backups" }));
    expect(folder.backup).toMatchObject({
      keep: 14,
      target: { kind: "folder", dir: path.resolve("/srv/backups") },
    });
    expect(folder.backup?.schedule.source).toBe("15 3 * * *");
    const bucket = loadConfig(
      env({
        S3_BUCKET: "site",
        S3_REGION: "us-east-1",
        BACKUP_SCHEDULE: "0 */6 * * *",
        BACKUP_TARGET: "s3:backups/nightly",
        BACKUP_KEEP: "30",
      }),
    );
    expect(bucket.backup).toMatchObject({ keep: 30, target: { kind: "s3", prefix: "backups/nightly/" } });
    expect(loadConfig(env({})).backup).toBeUndefined();
  });
});
