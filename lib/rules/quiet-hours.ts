// Quiet hours: a daily window ("22:00"–"08:00", local time) in which reminders wait. The window
// may cross midnight; start == end means no quiet hours. Pure: the server and the profile form
// use the same rule.

export type QuietHours = { start: string; end: string };

export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since local midnight in `timeZone`, and the seconds/ms past the minute. */
function localClock(now: Date, timeZone: string): { minutes: number; rest: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === "hour")!.value);
  const minute = Number(parts.find((p) => p.type === "minute")!.value);
  return { minutes: hour * 60 + minute, rest: now.getTime() % 60_000 };
}

/** Whether local time `minutes` falls in the window [start, end). */
export function isQuiet(minutes: number, { start, end }: QuietHours): boolean {
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === e) return false;
  return s < e ? minutes >= s && minutes < e : minutes >= s || minutes < e;
}

/** `now` when it is outside the quiet hours, else the moment they end (local time in `timeZone`). */
export function nextAllowedAt(now: Date, quiet: QuietHours, timeZone: string): Date {
  const { minutes, rest } = localClock(now, timeZone);
  if (!isQuiet(minutes, quiet)) return now;
  const wait = (minutesOf(quiet.end) - minutes + 24 * 60) % (24 * 60);
  // Zones without DST shifts inside a quiet window (Argentina has none) make this exact.
  return new Date(now.getTime() - rest + wait * 60_000);
}
