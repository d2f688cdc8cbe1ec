// The address of a bill checkout: which company, how its bill is found, what was typed, how far
// the payer got and what they chose. The agenda's "pay now" links, a failed operation's "query
// again" and every step of the checkout itself are one format:
//
//   /pay/<companyCode>?modality=<modalityId>&<identifierName>=<value>[&<identifierName>=<value>…]
//                      [&step=debts|review][&debt=<n>&amount=<amount>&method=<method>]
//
//   e.g. /pay/AR-S-0003?modality=2f1c…&clientNumber=1234567891&step=debts
//        /pay/AR-S-0003?modality=2f1c…&clientNumber=1234567891&step=review&debt=1&amount=1500.5&method=ACCOUNT
//
// Every value is URL-encoded. `modality` must be one of the company's available modalities;
// without it (or with an unknown one) the first modality whose fields are all given is used, else
// the first one. Parameters that are not fields of that modality are ignored.
// - `step=debts` (or `autoquery=1`, the older spelling the agenda's links use) runs the query as
//   soon as the page opens (the form's own checks run first, so a bad value is shown under its
//   field instead of being sent).
// - `step=review` also runs the query, then shows the review of debt number `debt` (1 = the first
//   the provider lists: debt ids change on every query) for `amount` (a plain number, "1500.5",
//   whatever the user's language) paid with `method`. Opening it never pays: only the review's
//   button does, with its Idempotency-Key. Without a usable choice it is the debts step.
// Pure: usable on both sides.
import { PAYMENT_METHODS } from "@/lib/rules/payment-method";
import type { PaymentMethod } from "@/lib/provider/types";

export type CheckoutStep = "query" | "debts" | "review";
/** What the payer chose on the debts step: the debt's position (1-based), the amount, the method. */
export type DebtChoiceParams = { debt: number; amount: number; method: PaymentMethod };
export type PayNowPrefill = {
  modalityId: string;
  values: Record<string, string>;
  step: CheckoutStep;
  choice: DebtChoiceParams | null;
};

const RESERVED = new Set(["modality", "autoquery", "step", "debt", "amount", "method"]);
const MAX_VALUE = 200;

/** The "pay now" link for a saved bill, a notification or a failed payment: the query filled in (and run). */
export function payNowHref(
  companyCode: string,
  /** null: the page picks the modality whose fields these are. */
  modalityId: string | null,
  queryData: { identifierName: string; identifierValue: string }[],
  autoQuery = true,
): string {
  const params = new URLSearchParams();
  if (modalityId !== null) params.set("modality", modalityId);
  for (const item of queryData) {
    if (!RESERVED.has(item.identifierName)) params.append(item.identifierName, item.identifierValue);
  }
  if (autoQuery) params.set("autoquery", "1");
  return `/pay/${encodeURIComponent(companyCode)}?${params}`;
}

/** The address of one step of the checkout, as the page writes it while the payer goes on. */
export function checkoutHref(companyCode: string, state: PayNowPrefill): string {
  const params = new URLSearchParams({ modality: state.modalityId });
  for (const [name, value] of Object.entries(state.values)) {
    if (!RESERVED.has(name)) params.append(name, value);
  }
  if (state.step !== "query") params.set("step", state.step);
  if (state.step !== "query" && state.choice) {
    params.set("debt", String(state.choice.debt));
    params.set("amount", String(state.choice.amount));
    params.set("method", state.choice.method);
  }
  return `/pay/${encodeURIComponent(companyCode)}?${params}`;
}

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;
type ModalityFields = { modalityId: string; queryData: { identifierName: string }[] };

function readChoice(one: (key: string) => string | undefined): DebtChoiceParams | null {
  const debt = one("debt") ?? "";
  const amount = one("amount") ?? "";
  const method = PAYMENT_METHODS.find((m) => m === one("method"));
  if (!/^[1-9]\d{0,2}$/.test(debt) || !/^\d{1,10}(\.\d{1,2})?$/.test(amount) || !method) return null;
  return { debt: Number(debt), amount: Number(amount), method };
}

/** What a page's search params say, for the company's modalities; null when they say nothing. */
export function readPayNowParams(search: SearchParams, modalities: ModalityFields[]): PayNowPrefill | null {
  const one = (key: string): string | undefined => {
    if (search instanceof URLSearchParams) return search.get(key) ?? undefined;
    const value = search[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const given = (m: ModalityFields) => m.queryData.length > 0 && m.queryData.every((f) => one(f.identifierName) !== undefined);
  const named = modalities.find((m) => m.modalityId === one("modality"));
  const modality = named ?? modalities.find(given) ?? modalities[0];
  if (!modality) return null;
  const values: Record<string, string> = {};
  for (const { identifierName } of modality.queryData) {
    const value = RESERVED.has(identifierName) ? undefined : one(identifierName);
    if (value !== undefined) values[identifierName] = value.slice(0, MAX_VALUE);
  }
  const hasValues = Object.keys(values).length > 0;
  if (!named && !hasValues) return null;

  const asked = one("step") ?? (one("autoquery") === "1" ? "debts" : "query");
  const choice = hasValues && (asked === "debts" || asked === "review") ? readChoice(one) : null;
  let step: CheckoutStep = "query";
  if (hasValues && asked === "debts") step = "debts";
  if (hasValues && asked === "review") step = choice ? "review" : "debts";
  return { modalityId: modality.modalityId, values, step, choice };
}

/** Two checkouts ask for the same debts: same modality, same values. */
export function sameQuery(a: Pick<PayNowPrefill, "modalityId" | "values">, b: Pick<PayNowPrefill, "modalityId" | "values">): boolean {
  const keys = Object.keys(a.values);
  return (
    a.modalityId === b.modalityId &&
    keys.length === Object.keys(b.values).length &&
    keys.every((key) => a.values[key] === b.values[key])
  );
}
