// A complaint's service level: 72 business hours, the window the BCRA gives banks to reverse a
// debit the customer disputes (its rules on "Protección de los usuarios de servicios financieros").
// Business hours are every hour of a business day, Buenos Aires time: Monday to Friday, except
// Argentina's national holidays. So 72 business hours are 3 whole business days. Pure.

export const SERVICE_LEVEL_HOURS = 72;

/** Buenos Aires keeps UTC−3 all year (no daylight saving since 2009). */
const BA_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * National holidays (feriados nacionales, Ley 27.399, with the movable ones on the Monday the law
 * moves them to) and the days off for tourism the government decreed (días no laborables con fines
 * turísticos, on which banks close), as published by the Ministerio del Interior
 * (argentina.gob.ar/interior/feriados-nacionales-2026, …-2027). The 2027 tourism days were not
 * decreed when this table was written: add them, and each new year, when they are.
 */
export const HOLIDAYS = new Set([
  // 2026
  "2026-01-01", "2026-02-16", "2026-02-17", "2026-03-23", "2026-03-24", "2026-04-02", "2026-04-03",
  "2026-05-01", "2026-05-25", "2026-06-15", "2026-07-09", "2026-07-10", "2026-08-17", "2026-10-12",
  "2026-11-23", "2026-12-07", "2026-12-08", "2026-12-25",
  // 2027 (weekend holidays left out: they change nothing)
  "2027-01-01", "2027-02-08", "2027-02-09", "2027-03-24", "2027-03-26", "2027-04-02", "2027-05-25",
  "2027-06-21", "2027-07-09", "2027-08-16", "2027-10-11", "2027-12-08",
]);

/** The Buenos Aires calendar day an instant falls on, as YYYY-MM-DD, and its weekday (0 = Sunday). */
function localDay(ms: number): { iso: string; weekday: number; start: number } {
  const local = new Date(ms + BA_OFFSET_MS);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return { iso: local.toISOString().slice(0, 10), weekday: local.getUTCDay(), start: startLocal - BA_OFFSET_MS };
}

export function isBusinessDay(ms: number): boolean {
  const day = localDay(ms);
  return day.weekday !== 0 && day.weekday !== 6 && !HOLIDAYS.has(day.iso);
}

/** When a complaint filed at `openedAt` is due: SERVICE_LEVEL_HOURS business hours later. */
export function complaintDueAt(openedAt: Date, hours = SERVICE_LEVEL_HOURS): Date {
  let left = hours * 60 * 60 * 1000;
  let at = openedAt.getTime();
  for (let guard = 0; guard < 400; guard++) {
    const day = localDay(at);
    const end = day.start + DAY_MS;
    if (isBusinessDay(at)) {
      if (end - at >= left) return new Date(at + left);
      left -= end - at;
    }
    at = end;
  }
  throw new Error("no business day within 400 days");
}
