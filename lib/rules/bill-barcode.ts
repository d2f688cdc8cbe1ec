// A bill's barcode as a scanner reads it: digits only, 12–80 of them, and, for the codes of
// Argentina's collection networks (Rapipago, Pago Fácil, Link, Banelco), a check digit last.
// The networks' rule: weights 1, 3, 5, 7, 9, 3, 5, 7, 9, 3, … over every digit but the last; the
// sum halved (whole division); that result's units digit is the check digit.
// Pure: the scanner in the browser and POST /api/bills/barcode check with this.

export const BARCODE_MIN = 12;
export const BARCODE_MAX = 80;

export type BarcodeProblem = "digits" | "length" | "checkDigit";

/** The weight of the digit at `index` (0 first): 1, then 3, 5, 7, 9 over and over. */
const weight = (index: number): number => (index === 0 ? 1 : [3, 5, 7, 9][(index - 1) % 4]!);

/** The check digit of these digits (a code without its last one). */
export function checkDigitOf(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * weight(i);
  return Math.floor(sum / 2) % 10;
}

/** The code with its check digit appended. */
export const withCheckDigit = (body: string): string => `${body}${checkDigitOf(body)}`;

/** What a scanner reads, as the payer would type it: spaces, dashes and dots dropped. */
export const normalizeBarcode = (raw: string): string => raw.trim().replace(/[\s.-]+/g, "");

/**
 * Why a code is not a bill barcode, or null. `checkDigit: false` for a network that defines no
 * check digit we know (outside Argentina): only the characters and the length are checked.
 */
export function billBarcodeProblem(code: string, { checkDigit = true }: { checkDigit?: boolean } = {}): BarcodeProblem | null {
  if (!/^[0-9]+$/.test(code)) return "digits";
  if (code.length < BARCODE_MIN || code.length > BARCODE_MAX) return "length";
  if (checkDigit && checkDigitOf(code.slice(0, -1)) !== Number(code.at(-1))) return "checkDigit";
  return null;
}

type FieldLike = { identifierName: string; dataType: string | null; options?: unknown };

/**
 * The field a scanner fills: a modality whose only field is a barcode (the CBA data type,
 * docs/provider/notes.md §2.2). Null for any other modality: there a scan would leave fields empty.
 */
export function scanFieldOf<F extends FieldLike>(modality: { queryData: readonly F[] }): F | null {
  const [only, ...rest] = modality.queryData;
  return only && rest.length === 0 && only.dataType?.toUpperCase() === "CBA" && !only.options ? only : null;
}

export type ScanResult = { code: string } | { problem: BarcodeProblem | "unreadable" };

/**
 * The bill code among what a scan read (a bill can carry a QR next to its barcode): the first that
 * is a valid bill barcode; else why the first read is not; "unreadable" when nothing was read.
 */
export function pickBillCode(read: readonly string[], options: { checkDigit?: boolean } = {}): ScanResult {
  const codes = read.map(normalizeBarcode).filter(Boolean);
  const first = codes[0];
  if (first === undefined) return { problem: "unreadable" };
  const code = codes.find((c) => billBarcodeProblem(c, options) === null);
  return code !== undefined ? { code } : { problem: billBarcodeProblem(first, options) ?? "unreadable" };
}
