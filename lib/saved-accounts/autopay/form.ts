// The autopay settings form as typed (a plain HTML form posted to a server action): the words of
// the checkbox and the two fields, read into the API's own input (autopaySettingsInput, so the
// page and PUT /api/agenda/adhesions/{agendaId}/autopay accept exactly the same), or the problem
// of each field. Pure: the amount is read as the user's language writes it (amount-text.ts).
import { readAmountText } from "@/lib/rules/amount-text";
import { amountProblem, type AmountProblem } from "@/lib/rules/amount";
import { autopaySettingsInput, type AutopaySettingsInput } from "./input";

export type AutopayForm = { enabled: boolean; cap: string; noticeDays: string };
/** `switchOff`: a cap typed for an account whose autopay is off, without ticking the switch. */
export type AutopayFormErrors = { cap?: AmountProblem; noticeDays?: true; switchOff?: true };

export type AutopayFormRead = { ok: true; input: AutopaySettingsInput } | { ok: false; errors: AutopayFormErrors };

/** The form's fields out of what the browser posted ("enabled" is there only when ticked). */
export function autopayFormOf(data: FormData): AutopayForm {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { enabled: data.has("enabled"), cap: text("cap"), noticeDays: text("noticeDays") };
}

/**
 * Turning it off needs nothing else; turning it on, a cap and whole days within NOTICE_DAYS. A cap
 * typed while autopay is off and the switch left unticked is neither saved as "off" without a word
 * nor taken as a yes to automatic charges: the user is asked to tick the switch or clear the cap.
 * (Unticking an autopay that is on leaves its cap in the field: that is turning it off.)
 */
export function readAutopayForm(form: AutopayForm, locale: string, current: { enabled: boolean }): AutopayFormRead {
  if (!form.enabled) {
    if (!current.enabled && form.cap.trim() !== "") return { ok: false, errors: { switchOff: true } };
    return { ok: true, input: { enabled: false } };
  }
  const cap = readAmountText(form.cap, locale);
  const days = form.noticeDays.trim() === "" ? Number.NaN : Number(form.noticeDays.trim());
  const parsed = autopaySettingsInput.safeParse({ enabled: true, cap: cap.ok ? cap.amount : Number.NaN, noticeDays: days });
  if (parsed.success && cap.ok) return { ok: true, input: parsed.data };

  const errors: AutopayFormErrors = {};
  if (!cap.ok) errors.cap = cap.problem;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    if (issue.path[0] === "cap" && cap.ok) errors.cap = amountProblem(cap.amount) ?? { kind: "format" };
    if (issue.path[0] === "noticeDays") errors.noticeDays = true;
  }
  return { ok: false, errors };
}
