import type { Schedule } from "./types";

// The embedded runner's reading of a schedule's crontab pattern, with graphile-worker's rules
// (five fields, UTC; when both day fields are restricted, either one matching is enough), so a
// schedule fires in the same minutes on either database. Its own code, not graphile-worker's
// parser: graphile-worker is PostgreSQL's queue and is never loaded on the embedded database.

/** The parts of a UTC minute a crontab pattern matches on. */
export type MinuteDigest = { min: number; hour: number; date: number; month: number; dow: number };

export type ScheduledItem = {
  task: string;
  identifier: string;
  match: (digest: MinuteDigest) => boolean;
  payload: Record<string, unknown>;
  options: { jobKey?: string; maxAttempts?: number };
};

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 6 },
] as const;

/**
 * The values one field allows: comma-separated `*` (with or without a step), `n` or `a-b`,
 * graphile-worker's syntax; anything else (a stepped range, names) it refuses, and so does this.
 */
function fieldValues(text: string, field: (typeof FIELDS)[number], pattern: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const stepped = /^\*\/(\d+)$/.exec(part);
    const range = /^(\d+)-(\d+)$/.exec(part);
    const [low, high, step] = part === "*" ? [field.min, field.max, 1]
      : stepped ? [field.min, field.max, Number(stepped[1])]
      : range ? [Number(range[1]), Number(range[2]), 1]
      : /^\d+$/.test(part) ? [Number(part), Number(part), 1]
      : [NaN, NaN, NaN];
    if (!(step >= 1) || !(low >= field.min) || !(high <= field.max) || low > high) {
      throw new Error(`The crontab pattern "${pattern}" has a ${field.name} it cannot read (${field.min}–${field.max}).`);
    }
    for (let value = low; value <= high; value += step) values.add(value);
  }
  return values;
}

/** A matcher for a five-field crontab pattern; an unreadable pattern throws, naming it. */
export function crontabMatcher(pattern: string): (digest: MinuteDigest) => boolean {
  const parts = pattern.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`The crontab pattern "${pattern}" needs five fields.`);
  const [mins, hours, dates, months, dows] = FIELDS.map((field, at) => fieldValues(parts[at]!, field, pattern)) as [
    Set<number>, Set<number>, Set<number>, Set<number>, Set<number>,
  ];
  const datesRestricted = dates.size !== 31;
  const dowsRestricted = dows.size !== 7;
  return (d) => {
    if (!mins.has(d.min) || !hours.has(d.hour) || !months.has(d.month)) return false;
    if (datesRestricted && dowsRestricted) return dates.has(d.date) || dows.has(d.dow);
    if (datesRestricted) return dates.has(d.date);
    if (dowsRestricted) return dows.has(d.dow);
    return true;
  };
}

export const scheduledItems = (schedules: readonly Schedule[]): ScheduledItem[] =>
  schedules.map((s) => ({ task: s.task, identifier: s.identifier, match: crontabMatcher(s.match), payload: {}, options: {} }));
