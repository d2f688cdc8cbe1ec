import { Ban, Check, CircleAlert, Clock, CreditCard, SkipForward, type LucideIcon } from "lucide-react";
import type { AutopayChargeView } from "@/lib/saved-accounts/autopay/charges";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { isOneOf } from "@/lib/rules/one-of";
import { reasonMessageKey } from "@/lib/rules/reasons";

type State = AutopayChargeView["state"];

// Every state has its own icon and word: colour is never the only sign.
const LOOK: Record<State, { icon: LucideIcon; className: string }> = {
  scheduled: { icon: Clock, className: "bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50" },
  charging: { icon: CreditCard, className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  paid: { icon: Check, className: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50" },
  failed: { icon: CircleAlert, className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50" },
  skipped: { icon: SkipForward, className: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
  cancelled: { icon: Ban, className: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
  over_cap: { icon: CircleAlert, className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
  already_paid: { icon: Check, className: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100" },
};

/** A charge's state as a tag: icon and word. */
export async function ChargeStateTag({ state }: { state: State }) {
  const t = await getTranslations("autopay.state");
  const { icon: Icon, className } = LOOK[state];
  return (
    <span data-state={state} className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${className}`}>
      <Icon aria-hidden className="size-4" />
      {t(state)}
    </span>
  );
}

/** Our own reason codes (lib/saved-accounts/autopay/run.ts, charges.ts, settings.ts) that have words of their own. */
const OWN_REASONS = [
  "NOT_PAYABLE", "OPEN_AMOUNT", "DUE_PASSED", "TURNED_OFF", "ACCOUNT_REMOVED",
  "NOTHING_DUE", "NOT_FOUND", "CONFLICT", "DUPLICATE_PAYMENT", "PAYMENT_IN_FLIGHT",
] as const;

/** What the state means for this bill, and why it ended so when there is a reason to give. */
export async function chargeStateWords(charge: AutopayChargeView): Promise<{ explain: string; reason: string | null }> {
  const t = await getTranslations("autopay");
  const common = await getTranslations("common.reasons");
  const format = await getTextFormat();
  const when = { noticeAt: format.dateTime(charge.noticeAt), chargeAt: format.dateTime(charge.chargeAt), cap: format.money(charge.cap, charge.currency) };
  const explain =
    charge.state === "scheduled"
      ? t(charge.noticeSentAt ? "explain.noticed" : "explain.waitingNotice", when)
      : t(`explain.${charge.state}`, when);
  const code = charge.reasonCode;
  let reason: string | null = null;
  if (isOneOf(OWN_REASONS, code)) reason = t(`reason.${code}`);
  // A payment the provider refused: the operation's reason, in the words the receipt uses (for a
  // failed state reasonMessageKey always names one of common.reasons).
  else if (charge.state === "failed") reason = common(reasonMessageKey(code, "failed") as Parameters<typeof common>[0], { currency: charge.currency });
  return { explain, reason };
}
