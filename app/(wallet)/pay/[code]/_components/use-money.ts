"use client";

import { useFormatter } from "use-intl";

/** Formats an amount in its currency as a string, for amounts inside a translated sentence. */
export function useMoney() {
  const format = useFormatter();
  return (amount: number, currency: string) => format.number(amount, { style: "currency", currency });
}
