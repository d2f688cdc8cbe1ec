// Validation of the identifiers a customer types for a company's modality, shared by debt
// queries and agenda registration.
import type { Modality, QueryData, ServiceCompany } from "./catalog/types";
import { fault } from "./errors";

export type QueryItem = { identifierName: string; identifierValue: string };

const PATTERNS: Record<QueryData["dataType"], RegExp> = {
  NUM: /^[0-9]+$/,
  CBA: /^[0-9]+$/,
  IMP: /^[0-9]+$/,
  ALF: /^[0-9A-Za-z]+$/,
  FEC: /^\d{4}-\d{2}-\d{2}$/,
};

export function parseQueryData(value: unknown): QueryItem[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const items: QueryItem[] = [];
  for (const item of value) {
    const { identifierName, identifierValue } = (item ?? {}) as Record<string, unknown>;
    if (typeof identifierName !== "string" || typeof identifierValue !== "string") return null;
    items.push({ identifierName, identifierValue: identifierValue.trim() });
  }
  return items;
}

export function liveModality(company: ServiceCompany, modalityId: string): Modality | undefined {
  return company.modalities.find(
    (m) => m.modalityId === modalityId && m.active && m.status === "live",
  );
}

function fieldError(field: QueryData, value: string | undefined): string | null {
  if (value === undefined || value === "") return `${field.identifierName} is required`;
  if (field.component === "COMBO_BOX_ESTATICO") {
    return field.identifierValue && Object.hasOwn(field.identifierValue, value)
      ? null
      : `${field.identifierName} must be one of the listed options`;
  }
  if (value.length < field.minLength || value.length > field.maxLength) {
    return `${field.identifierName} must have ${field.minLength} to ${field.maxLength} characters`;
  }
  if (!PATTERNS[field.dataType].test(value)) {
    return `${field.identifierName} has invalid characters for ${field.dataType}`;
  }
  if (field.regex && !new RegExp(field.regex).test(value)) {
    return `${field.identifierName} does not have the expected format`;
  }
  return null;
}

/** An additional field that names one bill (a date: the bill's issue date); the others name the account. */
export const isBillField = (field: QueryData) => field.dataType === "FEC";

/**
 * A document number whose type the fields do not ask for: the type is one of the company's
 * documentTypes, sent as `documentType` (docs/provider/notes.md §2.1).
 */
function documentTypeField(company: ServiceCompany, fields: QueryData[]): QueryData | null {
  const names = new Set(fields.map((f) => f.identifierName));
  if (!names.has("documentNumber") || names.has("documentType")) return null;
  return {
    identifierName: "documentType",
    identifierValue: Object.fromEntries(company.documentTypes.map((d) => [d.code, d.description])),
    description: "Tipo de documento",
    dataType: "ALF",
    minLength: 1,
    maxLength: 10,
    helpText: "",
    component: "COMBO_BOX_ESTATICO",
    position: fields.length,
    inline: false,
  };
}

/** The fields a query (`bill`) or an adhesion (`account`: no bill's own) must carry, in order. */
export function requiredFields(company: ServiceCompany, modality: Modality, scope: "bill" | "account"): QueryData[] {
  const own = [...modality.queryData].sort((a, b) => a.position - b.position);
  const extra = company.additionalFields.filter((f) => scope === "bill" || !isBillField(f));
  const fields = [...own, ...extra];
  const documentType = documentTypeField(company, fields);
  return documentType ? [...fields, documentType] : fields;
}

export type CheckedQuery = { identifier: string; billValues: QueryItem[] };

/**
 * Checks every field of the modality and every additional field of the company (a bill's own
 * ones only for a query); throws the provider's 400 on a missing or bad one. Returns the
 * customer's identifier (the modality's first typed, non combo-box, field, whose last digit
 * selects the sandbox scenario) and the values of the bill's own fields.
 */
export function validateQuery(
  company: ServiceCompany, modality: Modality, items: QueryItem[], missingCode: string, scope: "bill" | "account" = "bill",
): CheckedQuery {
  const valueOf = (name: string) => items.find((i) => i.identifierName === name)?.identifierValue;
  for (const field of requiredFields(company, modality, scope)) {
    const value = valueOf(field.identifierName);
    const problem = fieldError(field, value);
    if (problem && (value === undefined || value === "")) throw fault(400, missingCode, problem);
    if (problem) throw fault(400, "SDE04343", `Invalid identifier: ${problem}`);
  }
  const fields = [...modality.queryData].sort((a, b) => a.position - b.position);
  const typed = fields.find((f) => f.component === "TEXT_FIELD") ?? fields[0];
  const billValues = company.additionalFields
    .filter(isBillField)
    .map((f) => ({ identifierName: f.identifierName, identifierValue: valueOf(f.identifierName) ?? "" }));
  return { identifier: (typed && valueOf(typed.identifierName)) ?? "", billValues };
}

/** The test value of an identifier: its last character when it is a digit (README: test values). */
export function scenarioDigit(identifier: string): number | null {
  const last = identifier.at(-1);
  return last !== undefined && /\d/.test(last) ? Number(last) : null;
}
