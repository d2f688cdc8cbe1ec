// An amount as a person types it, and back. The rule, for a locale whose decimal mark is D and
// whose thousands mark is G (es-AR: "," and "."; en: "." and ","):
//
// - Spaces (also the non-breaking ones of a pasted "$ 1.500,50") and a leading "$" are ignored.
// - Both marks present ("1.500,50", "1,500.50"): the last one is the decimal mark, the other
//   groups thousands. Either locale reads both spellings.
// - One mark, more than once ("1.500.000"): it groups thousands.
// - One mark, once: it groups thousands only when it is the locale's G and exactly three digits
//   follow a group of one to three ("1.500" is 1500 in es, "1,500" is 1500 in en). Otherwise it is
//   the decimal mark: "1500,5", "1500.5", "1,5" and "1.5" read as decimals in both locales.
// - More than two decimal digits typed is a `decimals` problem, never a guess: "1,500" in es (or
//   "1.500" in en) is refused, so nobody pays 1.50 meaning 1500 or the other way round.
//
// formatAmountText writes an amount back as the form's text: the locale's decimal mark, two
// decimals when there are cents, no thousands mark ("1500,50" in es, "1500.50" in en, "1500"), so
// that reading it again always gives the same amount.
import { amountProblem, type AmountProblem, type AmountRule } from "./amount";

type Marks = { decimal: string; group: string };

const marksCache = new Map<string, Marks>();

/** The decimal and thousands marks of a locale ("es-AR", "en-US", "es", "en"). */
function marksOf(locale: string): Marks {
  let marks = marksCache.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
    marks = { decimal, group: parts.find((p) => p.type === "group")?.value ?? (decimal === "," ? "." : ",") };
    marksCache.set(locale, marks);
  }
  return marks;
}

export type AmountRead = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

const escape = (mark: string) => `\\${mark}`;
/** "1.500.000" with this mark: a first group of 1–3 digits (not a lone 0), then groups of three. */
const grouped = (text: string, mark: string) => new RegExp(`^[1-9]\\d{0,2}(${escape(mark)}\\d{3})+$`).test(text);

function read(whole: string, fraction: string): AmountRead {
  if (fraction.length > 2) return { ok: false, problem: { kind: "decimals" } };
  return { ok: true, amount: Number(fraction ? `${whole}.${fraction}` : whole) };
}

/** The amount in a typed text, or why there is none (`missing`, `format`, `decimals`). */
export function readAmountText(text: string, locale: string): AmountRead {
  const value = text.replace(/\s/g, "").replace(/^\$/, "");
  if (value === "") return text.trim() === "" ? { ok: false, problem: { kind: "missing" } } : { ok: false, problem: { kind: "format" } };
  if (!/^\d([\d.,]*\d)?$/.test(value)) return { ok: false, problem: { kind: "format" } };
  const marks = value.match(/[.,]/g) ?? [];
  if (marks.length === 0) return read(value, "");

  const last = Math.max(value.lastIndexOf("."), value.lastIndexOf(","));
  const mark = value.charAt(last);
  const whole = value.slice(0, last);
  const fraction = value.slice(last + 1);
  const format: AmountRead = { ok: false, problem: { kind: "format" } };

  if (new Set(marks).size === 2) {
    // Both marks: the last is the decimal mark (once); the other groups the thousands before it.
    const other = mark === "." ? "," : ".";
    return whole.includes(mark) || !grouped(whole, other) ? format : read(whole.replaceAll(other, ""), fraction);
  }
  if (marks.length > 1) return grouped(value, mark) ? read(value.replaceAll(mark, ""), "") : format;
  // One mark, once: thousands only as the locale's own thousands mark before three digits.
  if (mark === marksOf(locale).group && grouped(value, mark)) return read(whole + fraction, "");
  return read(whole, fraction);
}

/** Why the typed text is not a payable amount (also against the rule, when given); null when it is. */
export function amountTextProblem(text: string, locale: string, rule?: AmountRule): AmountProblem | null {
  const typed = readAmountText(text, locale);
  return typed.ok ? amountProblem(typed.amount, rule) : typed.problem;
}

/** An amount as the form's text in this locale: "1500,50" (es), "1500.50" (en), "1500". */
export function formatAmountText(amount: number, locale: string): string {
  if (Number.isInteger(amount)) return String(amount);
  return amount.toFixed(2).replace(".", marksOf(locale).decimal);
}
