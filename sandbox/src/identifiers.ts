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

/**
 * Checks every field of the modality; throws the provider's 400 on a missing or bad one.
 * Returns the customer's identifier: the first typed (non combo-box) field, whose last digit
 * selects the sandbox scenario.
 */
export function validateQuery(modality: Modality, items: QueryItem[], missingCode: string): string {
  const fields = [...modality.queryData].sort((a, b) => a.position - b.position);
  for (const field of fields) {
    const value = items.find((i) => i.identifierName === field.identifierName)?.identifierValue;
    const problem = fieldError(field, value);
    if (problem && (value === undefined || value === "")) throw fault(400, missingCode, problem);
    if (problem) throw fault(400, "SDE04343", `Invalid identifier: ${problem}`);
  }
  const typed = fields.find((f) => f.component === "TEXT_FIELD") ?? fields[0];
  const identifier = items.find((i) => i.identifierName === typed?.identifierName);
  return identifier?.identifierValue ?? "";
}

/** The test value of an identifier: its last character when it is a digit (README: test values). */
export function scenarioDigit(identifier: string): number | null {
  const last = identifier.at(-1);
  return last !== undefined && /\d/.test(last) ? Number(last) : null;
}
