// Pure helpers of the receipt, shared by the page and the server's PDF: the provider's ticket read
// into known fields, long ids shortened for the eye, the bill's period. No words here: each field
// is a kind the caller labels in the user's language.

export const PAYMENT_METHODS = ["ACCOUNT", "DEBIT", "CREDIT"] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

export type TicketField =
  | { kind: "company" | "providerOperation" | "transaction" | "securityCode" | "total" | "agent"; value: string }
  | { kind: "paymentMethod"; value: string; method: PaymentMethodCode | null }
  /** One of the values the user typed: `label` is the company's name for it, when known. */
  | { kind: "identifier"; name: string; label: string | null; value: string }
  /** A line the provider added that Saldo does not know: shown with the provider's own words. */
  | { kind: "other"; label: string | null; value: string };

// The provider's labels (Spanish, without accents), compared lower-cased and without accents.
const KNOWN: Record<string, Exclude<TicketField["kind"], "identifier" | "other" | "paymentMethod"> | "paymentMethod" | "skip"> = {
  "comprobante de pago": "skip",
  // The provider's clock in UTC: the receipt shows the date once, in the user's time zone.
  fecha: "skip",
  empresa: "company",
  operacion: "providerOperation",
  "nro. transaccion": "transaction",
  "nro transaccion": "transaction",
  "cod. seguridad": "securityCode",
  "cod seguridad": "securityCode",
  "medio de pago": "paymentMethod",
  total: "total",
  agente: "agent",
};

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").trim().toLowerCase();

const methodOf = (value: string): PaymentMethodCode | null =>
  PAYMENT_METHODS.find((method) => method === value.trim().toUpperCase()) ?? null;

/**
 * Reads the provider's ticket (`Key: value` lines for a monospace font) into fields. Identifier
 * lines (`clientNumber: 123`) are matched by name to what the user typed and take its label.
 */
export function readTicket(
  lines: readonly string[],
  identifiers: readonly { identifierName: string; label?: string | null }[] = [],
): TicketField[] {
  const fields: TicketField[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(":");
    const key = colon > 0 ? line.slice(0, colon).trim() : null;
    const value = colon > 0 ? line.slice(colon + 1).trim() : line;
    if (key === null) {
      if (KNOWN[fold(line)] !== "skip") fields.push({ kind: "other", label: null, value });
      continue;
    }
    const identifier = identifiers.find((i) => i.identifierName.toLowerCase() === key.toLowerCase());
    if (identifier) {
      fields.push({ kind: "identifier", name: identifier.identifierName, label: identifier.label ?? null, value });
      continue;
    }
    const known = KNOWN[fold(key)];
    if (known === "skip") continue;
    if (known === "paymentMethod") fields.push({ kind: "paymentMethod", value, method: methodOf(value) });
    else if (known) fields.push({ kind: known, value });
    else fields.push({ kind: "other", label: key, value });
  }
  return fields;
}

/** A long id as the eye reads it: `3f2a9c1e…7b4d`. Short ones are left whole. */
export function shortId(id: string): string {
  return id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
}

/** The month a bill is for, when its concept names one ("Factura 2026-11" or "11/2026"). */
export function periodMonth(concept: string | null | undefined): { year: number; month: number } | null {
  if (!concept) return null;
  const yearFirst = concept.match(/\b(\d{4})[-/](\d{1,2})\b/);
  const monthFirst = concept.match(/\b(\d{1,2})[-/](\d{4})\b/);
  const [year, month] = yearFirst ? [yearFirst[1], yearFirst[2]] : monthFirst ? [monthFirst[2], monthFirst[1]] : [];
  if (!year || !month) return null;
  const m = Number(month);
  return m >= 1 && m <= 12 ? { year: Number(year), month: m } : null;
}
