/**
 * Cron expressions of five fields (BACKUP_SCHEDULE): minute, hour, day of month, month, day of
 * week, each `*`, a number, a range `a-b`, a step `*\/n` or `a-b/n`, or a comma list of those;
 * months and days of the week also by their English three-letter names (`jan`, `mon`), day of
 * week 0-7 (0 and 7 are Sunday). As in cron, when both the day of month and the day of week are
 * restricted a day matching either one is due. Times are the process's local time (TZ).
 */
export type CronSchedule = {
  /** The expression as given. */
  source: string;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
  /** Whether the day of month / the day of week is restricted (not `*`). */
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
};

export class CronError extends Error {}

type Field = { name: string; min: number; max: number; names?: readonly string[] };

const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DAY_NAMES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

const FIELDS: readonly Field[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: MONTH_NAMES },
  { name: "day of week", min: 0, max: 7, names: DAY_NAMES },
];

function value(text: string, field: Field): number {
  const named = field.names?.indexOf(text.toLowerCase()) ?? -1;
  if (named >= 0) return named + field.min;
  if (!/^\d{1,2}$/.test(text)) throw new CronError(`${field.name}: "${text}" is not a number`);
  const n = Number(text);
  if (n < field.min || n > field.max)
    throw new CronError(`${field.name}: ${n} is outside ${field.min}-${field.max}`);
  return n;
}

function parseField(text: string, field: Field): Set<number> {
  const out = new Set<number>();
  for (const part of text.split(",")) {
    const [range = "", step, extra] = part.split("/");
    if (extra !== undefined || range === "") throw new CronError(`${field.name}: "${part}" is not valid`);
    let from = field.min;
    let to = field.max;
    if (range !== "*") {
      const [a = "", b, more] = range.split("-");
      if (more !== undefined) throw new CronError(`${field.name}: "${range}" is not a range`);
      from = value(a, field);
      to = b === undefined ? (step === undefined ? from : field.max) : value(b, field);
      if (to < from) throw new CronError(`${field.name}: the range "${range}" goes backwards`);
    }
    let by = 1;
    if (step !== undefined) {
      if (!/^\d{1,2}$/.test(step) || Number(step) === 0)
        throw new CronError(`${field.name}: the step "${step}" must be a number from 1`);
      by = Number(step);
    }
    for (let n = from; n <= to; n += by) out.add(n);
  }
  return out;
}

/** Parses an expression; throws a CronError saying which field is wrong and why. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === "") {
    throw new CronError(
      `"${expression}" has ${parts[0] === "" ? 0 : parts.length} fields; give five: minute hour day-of-month month day-of-week (e.g. "15 3 * * *")`,
    );
  }
  const [minutes, hours, days, months, weekdays] = parts.map((part, i) => parseField(part, FIELDS[i]!));
  // 7 is Sunday as 0 is.
  if (weekdays!.delete(7)) weekdays!.add(0);
  const schedule: CronSchedule = {
    source: expression.trim(),
    minutes: minutes!,
    hours: hours!,
    days: days!,
    months: months!,
    weekdays: weekdays!,
    daysRestricted: parts[2] !== "*",
    weekdaysRestricted: parts[4] !== "*",
  };
  if (!nextRun(schedule, new Date(2000, 0, 1)))
    throw new CronError(`"${expression}" names a day that never comes (e.g. 30 February)`);
  return schedule;
}

function dayMatches(s: CronSchedule, d: Date): boolean {
  const byDay = s.days.has(d.getDate());
  const byWeekday = s.weekdays.has(d.getDay());
  if (s.daysRestricted && s.weekdaysRestricted) return byDay || byWeekday;
  return byDay && byWeekday;
}

/** Beyond this no date will come (29 February comes within 8 years). */
const SEARCH_YEARS = 9;

/** The first minute strictly after `after` that the schedule names, or null when none comes. */
export function nextRun(s: CronSchedule, after: Date): Date | null {
  const t = new Date(after.getTime());
  t.setSeconds(0, 0);
  t.setMinutes(t.getMinutes() + 1);
  const limit = after.getFullYear() + SEARCH_YEARS;
  while (t.getFullYear() <= limit) {
    if (!s.months.has(t.getMonth() + 1)) {
      t.setMonth(t.getMonth() + 1, 1);
      t.setHours(0, 0, 0, 0);
    } else if (!dayMatches(s, t)) {
      t.setDate(t.getDate() + 1);
      t.setHours(0, 0, 0, 0);
    } else if (!s.hours.has(t.getHours())) {
      t.setHours(t.getHours() + 1, 0, 0, 0);
    } else if (!s.minutes.has(t.getMinutes())) {
      t.setMinutes(t.getMinutes() + 1, 0, 0);
    } else {
      return t;
    }
  }
  return null;
}
