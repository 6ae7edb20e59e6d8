/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week, UTC): `*`, numbers,
 * ranges `a-b`, steps `*\/n` or `a-b/n`, and lists of those. Enough for the platform's own
 * schedules; anything else is refused when a schedule is saved.
 */

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 6 },
] as const;

export type CronMatcher = (at: Date) => boolean;

function parseField(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`Invalid cron field: ${text}`);
    const [, range = '', stepText] = match;
    const step = stepText ? Number(stepText) : 1;
    const [from, to] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText ? max : Number(range)];
    if (step < 1 || from! < min || to! > max || from! > to!)
      throw new Error(`Invalid cron field: ${text}`);
    for (let v = from!; v <= to!; v += step) values.add(v);
  }
  return values;
}

export function parseCron(expression: string): CronMatcher {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`A cron expression has 5 fields: ${expression}`);
  const [minute, hour, day, month, weekday] = parts.map((p, i) =>
    parseField(p, FIELDS[i]!.min, FIELDS[i]!.max),
  );
  return (at) =>
    minute!.has(at.getUTCMinutes()) &&
    hour!.has(at.getUTCHours()) &&
    day!.has(at.getUTCDate()) &&
    month!.has(at.getUTCMonth() + 1) &&
    weekday!.has(at.getUTCDay());
}

const MINUTE = 60_000;
/** A year of minutes: an expression that never matches (Feb 31) has no next run. */
const HORIZON = 366 * 24 * 60;

/** The first whole minute strictly after `after` the expression matches; null if none. */
export function nextRun(expression: string, after: Date): Date | null {
  const matches = parseCron(expression);
  let at = Math.floor(after.getTime() / MINUTE) * MINUTE + MINUTE;
  for (let i = 0; i < HORIZON; i += 1, at += MINUTE) if (matches(new Date(at))) return new Date(at);
  return null;
}
