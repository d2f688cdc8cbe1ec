// What a typed identifier (a client number, a barcode, a phone) must look like, by the field's
// data type, length, options and pattern, as the catalogue describes it (docs/provider/notes.md §2.2).
// Pure: the debt query, the agenda and top-up forms and the BFF all check with this.

/** ALF alphanumeric · NUM digits · FEC date · IMP amount (seen on phones: digits) · CBA barcode. */
const DATA_TYPES = {
  NUM: { pattern: /^[0-9]+$/, kind: "digits" },
  CBA: { pattern: /^[0-9]+$/, kind: "digits" },
  IMP: { pattern: /^[0-9]+$/, kind: "digits" },
  ALF: { pattern: /^[0-9A-Za-z]+$/, kind: "alphanumeric" },
  FEC: { pattern: /^\d{4}-\d{2}-\d{2}$/, kind: "date" },
} as const;

type DataType = (typeof DATA_TYPES)[keyof typeof DATA_TYPES];

const dataTypeOf = (dataType: string | null | undefined): DataType | undefined =>
  DATA_TYPES[(dataType ?? "").toUpperCase() as keyof typeof DATA_TYPES];

/** Digits-only types: a numeric keypad on phones. */
export const isNumericDataType = (dataType: string | null | undefined): boolean => dataTypeOf(dataType)?.kind === "digits";

/** A field's rule: a modality's query field or a top-up company's identifier. */
export type FieldRule = {
  dataType: string | null;
  minLength: number | null;
  maxLength: number | null;
  regex?: string | null;
  /** A combo box: the value must be one of these. */
  options?: readonly { value: string }[] | null;
};

export type FieldProblem =
  | { kind: "required" | "option" | "digits" | "alphanumeric" | "date" | "format" }
  | { kind: "exactLength"; min: number }
  | { kind: "lengthRange"; min: number; max: number }
  | { kind: "minLength"; min: number }
  | { kind: "maxLength"; max: number };

function matches(regex: string, value: string): boolean {
  try {
    return new RegExp(regex).test(value);
  } catch {
    return true; // a pattern we cannot read is the provider's to enforce
  }
}

function lengthProblem({ minLength: min, maxLength: max }: FieldRule, length: number): FieldProblem | null {
  if (min !== null && max !== null && (length < min || length > max)) {
    return min === max ? { kind: "exactLength", min } : { kind: "lengthRange", min, max };
  }
  if (min !== null && length < min) return { kind: "minLength", min };
  if (max !== null && length > max) return { kind: "maxLength", max };
  return null;
}

/**
 * Everything wrong with one value (trimmed first), in this order: required, option, length, data
 * type, pattern. Empty when the value fits. An unknown data type is left to the provider to judge.
 */
export function fieldProblems(rule: FieldRule, raw: string | undefined): FieldProblem[] {
  const value = raw?.trim() ?? "";
  if (value === "") return [{ kind: "required" }];
  if (rule.options) return rule.options.some((o) => o.value === value) ? [] : [{ kind: "option" }];
  const problems: FieldProblem[] = [];
  const length = lengthProblem(rule, value.length);
  if (length) problems.push(length);
  const type = dataTypeOf(rule.dataType);
  if (type && !type.pattern.test(value)) problems.push({ kind: type.kind });
  if (rule.regex && !matches(rule.regex, value)) problems.push({ kind: "format" });
  return problems;
}

/** The first thing wrong with one value, the one a form shows; null when it fits. */
export const fieldProblem = (rule: FieldRule, raw: string | undefined): FieldProblem | null => fieldProblems(rule, raw)[0] ?? null;
