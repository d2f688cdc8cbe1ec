// The identifiers a person types for a modality (debt query, reminder), checked against the
// catalogue before the provider sees them. Pure: the debt form can run the same checks.
import type { QueryField } from "@/lib/provider/types";

export type QueryItem = { identifierName: string; identifierValue: string };
/** Problems keyed `queryData.<identifierName>`, like the other per-field details. */
export type FieldProblems = Record<string, string[]>;
export type QueryCheck = { ok: true; queryData: QueryItem[] } | { ok: false; problems: FieldProblems };

// provider-notes: ALF alphanumeric · NUM digits · FEC date · IMP amount (also phones) · CBA barcode.
const DATA_TYPES: Record<string, { pattern: RegExp; message: string }> = {
  NUM: { pattern: /^[0-9]+$/, message: "can only have digits" },
  CBA: { pattern: /^[0-9]+$/, message: "can only have digits" },
  IMP: { pattern: /^[0-9]+$/, message: "can only have digits" },
  ALF: { pattern: /^[0-9A-Za-z]+$/, message: "can only have letters and digits" },
  FEC: { pattern: /^\d{4}-\d{2}-\d{2}$/, message: "must be a date like 2030-01-31" },
};

const keyOf = (name: string) => `queryData.${name}`;

function matches(regex: string, value: string): boolean {
  try {
    return new RegExp(regex).test(value);
  } catch {
    return true; // a pattern we cannot read is the provider's to enforce
  }
}

function lengthProblem(field: QueryField, label: string, value: string): string | null {
  const { minLength: min, maxLength: max } = field;
  if (min !== null && max !== null && (value.length < min || value.length > max)) {
    return min === max ? `${label} must have ${min} characters.` : `${label} must have ${min} to ${max} characters.`;
  }
  if (min !== null && value.length < min) return `${label} must have at least ${min} characters.`;
  if (max !== null && value.length > max) return `${label} must have at most ${max} characters.`;
  return null;
}

function problemOf(field: QueryField, value: string | undefined): string | null {
  const label = field.description ?? field.identifierName;
  if (value === undefined || value === "") return `${label} is required.`;
  if (field.options) {
    return field.options.some((o) => o.value === value) ? null : `${label} must be one of the listed options.`;
  }
  const length = lengthProblem(field, label, value);
  if (length) return length;
  const type = field.dataType ? DATA_TYPES[field.dataType] : undefined;
  if (type && !type.pattern.test(value)) return `${label} ${type.message}.`;
  if (field.regex && !matches(field.regex, value)) return `${label} does not have the expected format.`;
  return null;
}

/**
 * Every field of the modality present and well formed, and nothing else sent. On success the
 * values come back trimmed, in the modality's order: exactly what the provider should get.
 */
export function checkQueryData(fields: QueryField[], items: QueryItem[]): QueryCheck {
  const problems: FieldProblems = {};
  const add = (name: string, message: string) => (problems[keyOf(name)] ??= []).push(message);
  const known = new Set(fields.map((f) => f.identifierName));
  const seen = new Set<string>();
  for (const item of items) {
    if (!known.has(item.identifierName)) add(item.identifierName, `${item.identifierName} is not a field of this modality.`);
    else if (seen.has(item.identifierName)) add(item.identifierName, `${item.identifierName} was sent twice.`);
    seen.add(item.identifierName);
  }

  const queryData: QueryItem[] = [];
  for (const field of [...fields].sort((a, b) => a.position - b.position)) {
    const value = items.find((i) => i.identifierName === field.identifierName)?.identifierValue.trim();
    const problem = problemOf(field, value);
    if (problem) add(field.identifierName, problem);
    else if (value !== undefined) queryData.push({ identifierName: field.identifierName, identifierValue: value });
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, queryData };
}
