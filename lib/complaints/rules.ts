// Complaints about an operation ("Tengo un problema con este pago"): reasons and states are codes
// the pages translate; the transitions and the note's rules are pure, read by the pages and by the
// forms' schemas (./input.ts, shared by the forms and the routes).
import { controlCharacterIn } from "@/lib/platform/http/text";

export const COMPLAINT_REASONS = ["PAID_STILL_DUE", "CHARGED_BUT_FAILED", "CHARGED_TWICE", "WRONG_AMOUNT", "PIN_PROBLEM", "OTHER"] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const COMPLAINT_STATES = ["OPEN", "IN_REVIEW", "RESOLVED", "REJECTED"] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];
/** A complaint still waiting for its answer: one per operation at a time. */
export const OPEN_STATES = ["OPEN", "IN_REVIEW"] as const satisfies readonly ComplaintState[];

export const COMPLAINT_ACTIONS = ["review", "resolve", "reject"] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

export const NOTE_MAX = 1000;
export const ANSWER_MAX = 1000;

type OperationKind = "bill" | "topup" | "giftcard";

/** The reasons a user may choose for an operation: a PIN only comes with a gift card. */
export const reasonsFor = (kind: OperationKind): ComplaintReason[] =>
  COMPLAINT_REASONS.filter((r) => r !== "PIN_PROBLEM" || kind === "giftcard");

export const isOpenState = (state: ComplaintState): boolean => (OPEN_STATES as readonly string[]).includes(state);

/**
 * The state an action leads to, or null when it is not allowed: review only an open complaint;
 * resolve or reject one still open or in review (an operator may answer at once). Closed is final.
 */
export function nextState(from: ComplaintState, action: ComplaintAction): ComplaintState | null {
  if (action === "review") return from === "OPEN" ? "IN_REVIEW" : null;
  if (!isOpenState(from)) return null;
  return action === "resolve" ? "RESOLVED" : "REJECTED";
}

/** Resolving or rejecting says why, in words the user reads. */
export const actionNeedsAnswer = (action: ComplaintAction): boolean => action !== "review";

/** The number people quote: R-000123. */
export const complaintNumber = (n: number): string => `R-${String(n).padStart(6, "0")}`;

/**
 * A free text as it is kept: line breaks become spaces (a request body carries no control
 * characters), then trimmed. `null` when something else is left that no text may hold.
 */
export function cleanText(text: string): string | null {
  const flat = text.replace(/\r\n?|\n|\t/g, " ").trim();
  return controlCharacterIn(flat) ? null : flat;
}

export type TextProblem = "required" | "tooLong" | "invalid";

/** What is wrong with a note or an answer (already cleaned), if anything. */
export function textProblem(text: string | null, { max, required }: { max: number; required: boolean }): TextProblem | null {
  if (text === null) return "invalid";
  if (required && text.length === 0) return "required";
  if (text.length > max) return "tooLong";
  return null;
}

/** OTHER needs the user's own words; the other reasons say enough by themselves. */
export const noteRequired = (reason: ComplaintReason): boolean => reason === "OTHER";

const HOUR_MS = 60 * 60 * 1000;

/** How long until a complaint is due, in whole days and hours (rounded up), or how long overdue. */
export function timeLeft(dueAt: string, now: number): { overdue: boolean; days: number; hours: number } {
  const diff = Date.parse(dueAt) - now;
  const hours = Math.ceil(Math.abs(diff) / HOUR_MS);
  return { overdue: diff < 0, days: Math.floor(hours / 24), hours: hours % 24 };
}
