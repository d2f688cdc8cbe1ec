// What a bill costs and whose it is, from the debt query's answer: pure, shared by the server (the
// debts' answer, the stored summary) and the pages (the review's total, the receipt's rows).
import type { BillFee } from "@/lib/platform/db/schema/bills";

/** Entries of a debt's details that describe it rather than charge for it. */
const NOT_FEES = new Set(["concept", "description", "period"]);

/**
 * The fees a debt's details list (`[{ concept: "Factura 2026-11", commission: 10 }]`): every number
 * above zero but the descriptive ones, in order. A zero commission is no fee and is not shown.
 */
export function feesOf(details: readonly Record<string, string | number>[]): BillFee[] {
  const fees: BillFee[] = [];
  for (const entry of details) {
    for (const [name, value] of Object.entries(entry)) {
      if (NOT_FEES.has(name.toLowerCase()) || typeof value !== "number" || !Number.isFinite(value) || value <= 0) continue;
      fees.push({ name, amount: value });
    }
  }
  return fees;
}

/** Fees Saldo has words for (common.fees); any other is shown under the provider's own name for it. */
const KNOWN_FEES = new Set(["commission"]);

/** A fee's label in the user's language (`common` translates common.*), as the review and the receipt show it. */
export const feeLabel = (name: string, common: (key: string) => string) => (KNOWN_FEES.has(name) ? common(`fees.${name}`) : name);

/** The amount plus its fees, added in cents so 0.1 + 0.2 is 0.3. */
export function totalWithFees(amount: number, fees: readonly BillFee[]): number {
  const cents = fees.reduce((sum, fee) => sum + Math.round(fee.amount * 100), Math.round(amount * 100));
  return cents / 100;
}

const MASK = "•";

/** One word of an address, masked: a number keeps its first digit, a word its first two letters. */
function maskWord(word: string): string {
  const letters = [...word];
  if (/^\d/.test(word)) return letters.length <= 1 ? word : letters[0] + MASK.repeat(letters.length - 1);
  // Short words ("Av.", "de", "San") say where in a city, not who lives there.
  if (letters.length <= 3) return word;
  return letters.slice(0, 2).join("") + MASK.repeat(letters.length - 2);
}

/**
 * The holder's address as the checkout and the receipt show it: enough for its holder to recognise
 * ("Av. Co•••••••• 1•••"), too little for a stranger who typed someone else's number to find them.
 */
export function maskAddress(address: string | null | undefined): string | null {
  const trimmed = address?.trim();
  if (!trimmed) return null;
  return trimmed.split(/\s+/).map(maskWord).join(" ");
}
