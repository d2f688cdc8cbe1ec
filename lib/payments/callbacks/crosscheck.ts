import type { OperationRow } from "@/lib/payments/state";
import type { CallbackBody } from "./schemas";

// A result callback names its operation by externalPaymentId, and also says what was paid: the
// amount, the company and the client (externalClientId, which Saldo always sets to the user's id).
// Any of those that differs from the operation means the callback is not about the payment Saldo
// made (a provider mix-up, a misrouted or forged result), so it must change nothing: a person looks.
// A field the callback leaves out cannot differ (the spec's top-up result has no amount or company).

type Compared = Pick<OperationRow, "amount" | "companyCode" | "userId">;

const cents = (value: number) => Math.round(value * 100);

/** What the callback says differently from its operation, in words for the operator; empty when it agrees. */
export function differences(op: Compared, data: Pick<CallbackBody, "amount" | "companyCode" | "externalClientId">): string[] {
  const found: string[] = [];
  if (data.amount !== null && data.amount !== undefined && data.amount !== "") {
    const amount = Number(data.amount);
    if (!Number.isFinite(amount) || cents(amount) !== cents(op.amount)) found.push(`amount ${data.amount} (the operation's is ${op.amount})`);
  }
  if (data.companyCode && data.companyCode !== op.companyCode) {
    found.push(`companyCode ${data.companyCode} (the operation's is ${op.companyCode})`);
  }
  if (data.externalClientId && data.externalClientId !== op.userId) {
    found.push(`externalClientId ${data.externalClientId} (the operation's client is ${op.userId})`);
  }
  return found;
}
