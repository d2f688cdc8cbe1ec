import type { DebtQueryResult } from "@/lib/payments/bills/debts";
import type { DebtChoiceParams } from "@/lib/payments/bills/pay-now-link";
import { amountProblem } from "@/lib/rules/amount";
import type { Choice } from "./review";

/**
 * The choice the address holds, in a fresh answer of the provider: the debt at that position, if
 * it can still be paid, for that amount. Null when the answer says otherwise (paid meanwhile, a
 * new amount): the payer chooses again instead of reviewing something that is no longer so.
 */
export function resolveChoice(result: DebtQueryResult, params: DebtChoiceParams | null): Choice | null {
  if (!params) return null;
  const debt = result.debts[params.debt - 1];
  if (!debt?.payable) return null;
  return amountProblem(params.amount, debt) === null ? { debt, amount: params.amount, paymentMethod: params.method } : null;
}

/** The choice as the address writes it. */
export function toChoiceParams(result: DebtQueryResult, choice: Choice): DebtChoiceParams {
  return { debt: result.debts.findIndex((d) => d.debtId === choice.debt.debtId) + 1, amount: choice.amount, method: choice.paymentMethod };
}
