import path from "node:path";
import { CronError, type CronSchedule, parseCron } from "./cron";

/** Where scheduled archives go: a folder, or a prefix in the bucket of S3_BUCKET. */
export type BackupTarget = { kind: "folder"; dir: string } | { kind: "s3"; prefix: string };

export type BackupSettings = {
  schedule: CronSchedule;
  /** How many of the site's archives the target keeps; older ones are removed after a backup. */
  keep: number;
  target: BackupTarget;
};

type Env = {
  DATA_DIR: string;
  S3_BUCKET?: string | undefined;
  BACKUP_DIR?: string | undefined;
  BACKUP_SCHEDULE?: string | undefined;
  BACKUP_KEEP: number;
  BACKUP_TARGET?: string | undefined;
};

/** The folders of DATA_DIR the site writes itself (uploads/ is public): no place for archives. */
const SITE_FOLDERS = ["uploads", "private", "db", "tmp"];
/** A prefix in the bucket: plain key characters, never the site's own areas. */
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

function inside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

function target(raw: string, e: Env): BackupTarget | string {
  if (raw.startsWith("s3:")) {
    const prefix = raw.slice(3).replace(/\/*$/, "/");
    if (!e.S3_BUCKET) return `"${raw}" is in the bucket, but S3_BUCKET is not set`;
    if (!PREFIX.test(prefix) || prefix.includes("..") || prefix.includes("//"))
      return `"${raw}": give a prefix in the bucket after "s3:" (letters, digits, '.', '_', '-', '/'), e.g. s3:backups/`;
    if (prefix === "uploads/" || prefix === "private/" || /^(uploads|private)\//.test(prefix))
      return `"${raw}": uploads/ and private/ hold the site's files; choose another prefix, e.g. s3:backups/`;
    return { kind: "s3", prefix };
  }
  const dir = path.resolve(raw);
  const dataDir = path.resolve(e.DATA_DIR);
  const clash = SITE_FOLDERS.find((folder) => inside(dir, path.join(dataDir, folder)));
  if (clash)
    return `"${raw}" is inside DATA_DIR's ${clash}/ folder, which the site writes itself; choose a folder of its own`;
  return { kind: "folder", dir };
}

/**
 * BACKUP_SCHEDULE, BACKUP_KEEP and BACKUP_TARGET checked together at start: the settings, or
 * each problem naming its variable (the start stops with them).
 */
export function backupProblems(e: Env): { settings: BackupSettings | undefined; problems: string[] } {
  const schedule = e.BACKUP_SCHEDULE?.trim();
  if (!schedule) {
    return {
      settings: undefined,
      problems: e.BACKUP_TARGET ? ["BACKUP_TARGET: only used with BACKUP_SCHEDULE, which is not set"] : [],
    };
  }
  const problems: string[] = [];
  let parsed: CronSchedule | undefined;
  try {
    parsed = parseCron(schedule);
  } catch (error) {
    if (!(error instanceof CronError)) throw error;
    problems.push(`BACKUP_SCHEDULE: ${error.message}`);
  }
  const raw = e.BACKUP_TARGET ?? e.BACKUP_DIR;
  let where: BackupTarget | undefined;
  if (!raw) {
    problems.push(
      "BACKUP_TARGET: required with BACKUP_SCHEDULE (a folder, or s3:<prefix> in the bucket of S3_BUCKET)",
    );
  } else {
    const checked = target(raw, e);
    if (typeof checked === "string") problems.push(`BACKUP_TARGET: ${checked}`);
    else where = checked;
  }
  if (!parsed || !where) return { settings: undefined, problems };
  return { settings: { schedule: parsed, keep: e.BACKUP_KEEP, target: where }, problems };
}

/** The target in words, for the log: the folder, or s3://<bucket>/<prefix>. */
export function describeTarget(t: BackupTarget, bucket: string | undefined): string {
  return t.kind === "folder" ? t.dir : `s3://${bucket ?? "?"}/${t.prefix}`;
}
