// What the scheduled backups' tests share: a logger that keeps its lines, the schedule's
// controlled clock, and the site's content and files to compare a restore with.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ENTITIES } from "../../common/entities";
import type { Database } from "../../server/db/client";

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
const CONTENT_TABLES = Object.values(ENTITIES)
  .filter((e) => e.kind === "content" && e.table)
  .map((e) => e.table as string);

export type Line = { level: string; fields: Record<string, unknown>; message: string };

/** A logger that keeps its lines: what an operator reads in the JSON log. */
export function recordingLog(lines: Line[]): FastifyBaseLogger {
  const at = (level: string) => (fields: Record<string, unknown> | string, message?: string) =>
    lines.push(
      typeof fields === "string"
        ? { level, fields: {}, message: fields }
        : { level, fields, message: message ?? "" },
    );
  const log = {
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    debug: at("debug"),
    trace: at("trace"),
    fatal: at("fatal"),
  };
  return { ...log, child: () => log, level: "info", silent: () => {} } as unknown as FastifyBaseLogger;
}

/** Local time, as the schedule reads it. */
export const local = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);

/**
 * The schedule's controlled clock: `advance` moves the time on, firing the timers that fall due in
 * order. Only the schedule reads it: the backup itself runs on the real clock and timers, as the
 * libraries it uses expect.
 */
export function controlledClock(start: Date) {
  let now = start.getTime();
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock = {
    now: () => now,
    setTimeout(run: () => void, ms: number) {
      const id = ++next;
      timers.set(id, { at: now + ms, run });
      return { id };
    },
    clearTimeout(handle: unknown) {
      if (handle) timers.delete((handle as { id: number }).id);
    },
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await new Promise((resolve) => setImmediate(resolve));
      }
      now = end;
    },
  };
  return clock;
}

export async function contentOf(database: Database) {
  const rows: Record<string, unknown[]> = {};
  for (const table of CONTENT_TABLES) {
    const result = await database.db.execute(sql.raw(`select * from ${table} order by 1`));
    rows[table] = (result as unknown as { rows: unknown[] }).rows;
  }
  return rows;
}

export function filesOf(dataDir: string) {
  const out: Record<string, string> = {};
  for (const folder of ["uploads", "private"]) {
    const dir = path.join(dataDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir))
      out[`${folder}/${name}`] = fs.readFileSync(path.join(dir, name)).toString("hex");
  }
  return out;
}
