// The currency of a reminder's amounts. The provider's notifications carry none, but a company code
// starts with its country (provider-notes §5: AR-S-0003) and bills are paid in that country's
// currency — the same rule the BFF uses for payments (lib/operations/pay/rules/draft.ts). Pure, so
// client components can use it.
const CURRENCY: Record<string, string> = { AR: "ARS", MX: "MXN", CL: "CLP", CO: "COP", PE: "PEN" };

/** The company's currency, or null when the code names no country we know (then show no amount). */
export function companyCurrency(companyCode: string): string | null {
  return CURRENCY[companyCode.slice(0, 2).toUpperCase()] ?? null;
}
