// The identifiers a person types for a modality (debt query, reminder), checked against the
// catalogue before the provider sees them, with the schema the forms use (./query-fields.ts).
import type { QueryField } from "@/lib/provider/types";
import type { FieldProblem } from "@/lib/rules/identifier";
import { queryFieldsSchema } from "./query-fields";
import type { QueryItem } from "./query-items";

export type { QueryItem };
/** Problems keyed `queryData.<identifierName>`, like the other per-field details. */
export type FieldProblems = Record<string, string[]>;
export type QueryCheck = { ok: true; queryData: QueryItem[] } | { ok: false; problems: FieldProblems };

const keyOf = (name: string) => `queryData.${name}`;

/** The BFF's English for a field's problem (lib/rules/identifier.ts), named by the field's label. */
function message(problem: FieldProblem, label: string): string {
  switch (problem.kind) {
    case "required":
      return `${label} is required.`;
    case "option":
      return `${label} must be one of the listed options.`;
    case "exactLength":
      return `${label} must have ${problem.min} characters.`;
    case "lengthRange":
      return `${label} must have ${problem.min} to ${problem.max} characters.`;
    case "minLength":
      return `${label} must have at least ${problem.min} characters.`;
    case "maxLength":
      return `${label} must have at most ${problem.max} characters.`;
    case "digits":
      return `${label} can only have digits.`;
    case "alphanumeric":
      return `${label} can only have letters and digits.`;
    case "date":
      return `${label} must be a date like 2030-01-31.`;
    case "format":
      return `${label} does not have the expected format.`;
  }
}

type Compiled = { ordered: QueryField[]; schema: ReturnType<typeof queryFieldsSchema> };
// A schema takes longer to build than to run, and a modality's list of fields is the same object
// for as long as the catalogue keeps its company (lib/catalog/modality.ts): built once per list.
const compiled = new WeakMap<readonly QueryField[], Compiled>();

function compile(fields: QueryField[]): Compiled {
  let found = compiled.get(fields);
  if (!found) {
    const ordered = [...fields].sort((a, b) => a.position - b.position);
    const schema = queryFieldsSchema(ordered, (problem, field) => message(problem, field.description ?? field.identifierName));
    compiled.set(fields, (found = { ordered, schema }));
  }
  return found;
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

  const { ordered, schema } = compile(fields);
  // A field left out is empty: the schema says it is required.
  const values = Object.fromEntries(ordered.map((f) => [f.identifierName, items.find((i) => i.identifierName === f.identifierName)?.identifierValue ?? ""]));
  const parsed = schema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) add(String(issue.path[0]), issue.message);
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, queryData: ordered.map((f) => ({ identifierName: f.identifierName, identifierValue: parsed.data[f.identifierName] ?? "" })) };
}
