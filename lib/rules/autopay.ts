// Autopay's guardrails (docs/reminders-and-autopay.md), pure so the server, the settings form and the tests
// share them: when a bill's notice goes out and when it is charged, and whether it may be charged
// at all. Times are Buenos Aires wall-clock times; Argentina has kept UTC−3 all year since 2009.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BUENOS_AIRES = "-03:00";

/** The user picks how many days ahead the notice comes; fewer than one would not be a notice. */
export const NOTICE_DAYS = { min: 1, max: 10, default: 3 } as const;
/** At least this long between the notice and the charge, whenever the bill arrives. */
export const MIN_NOTICE_MS = DAY;
/** Charges happen the day before the due date at this hour, so a slow biller still gets it in time. */
const CHARGE_HOUR = "09:00";
/** A charge still possible on the due date itself, up to this hour; later it is left to the user. */
const LAST_CHARGE_HOUR = "18:00";

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00${BUENOS_AIRES}`);

export type ChargePlan =
  /** Notice at `noticeAt`, charge at `chargeAt` (never less than MIN_NOTICE_MS apart). */
  | { kind: "charge"; noticeAt: Date; chargeAt: Date }
  /** The bill is above the cap: a reminder to pay it, never a charge. */
  | { kind: "over_cap" }
  /** No time left for the notice the user was promised before the due date: a plain reminder. */
  | { kind: "too_late" };

/**
 * How one bill of an autopay account is handled: `dueDate` is YYYY-MM-DD, `now` the moment it is
 * planned. The notice goes `noticeDays` before the charge (or now, if that moment has passed), and
 * the charge moves later when that would leave less than a day's notice, but never past the due date.
 */
export function planCharge(input: { amount: number; cap: number; dueDate: string; noticeDays: number; now: Date }): ChargePlan {
  if (input.amount > input.cap) return { kind: "over_cap" };
  const dayBefore = new Date(Date.parse(`${input.dueDate}T12:00:00Z`) - DAY).toISOString().slice(0, 10);
  let chargeAt = at(dayBefore, CHARGE_HOUR);
  const noticeAt = new Date(Math.max(input.now.getTime(), chargeAt.getTime() - input.noticeDays * DAY));
  if (chargeAt.getTime() - noticeAt.getTime() < MIN_NOTICE_MS) chargeAt = new Date(noticeAt.getTime() + MIN_NOTICE_MS);
  if (chargeAt > at(input.dueDate, LAST_CHARGE_HOUR)) return { kind: "too_late" };
  return { kind: "charge", noticeAt, chargeAt };
}

/**
 * Whether a planned charge may run at `now`: its notice went out, its time has come and the
 * promised notice period has passed since the notice was actually sent (a late notice moves it).
 */
export function mayCharge(charge: { noticeSentAt: Date | null; chargeAt: Date }, now: Date): boolean {
  if (!charge.noticeSentAt) return false;
  return now >= charge.chargeAt && now.getTime() - charge.noticeSentAt.getTime() >= MIN_NOTICE_MS;
}

/** A "skip this time" or "turn off" is taken until the charge starts. */
export const skippable = (state: string): boolean => state === "scheduled";
