// The fields a bill's debt query asks for, in the order the form shows them: the modality's own,
// then the company's additional fields (docs/provider/notes.md §2.1), and, where a document number
// comes without a type of its own, the company's documentTypes as a picker just before it. Each
// field says whether it belongs to the account or to one bill (lib/rules/field-scope.ts). Pure:
// the debt form, the BFF's check and the saved accounts build the same list.
import type { QueryField } from "@/lib/provider/types";
import { fieldScope, type FieldScope } from "@/lib/rules/field-scope";

export type FormField = QueryField & { scope: FieldScope };
export type CompanyFields = { additionalFields: QueryField[]; documentTypes: { code: string; description: string | null }[] };

/** The chosen document's code goes back under this name (docs/provider/notes.md §2.1, Decision). */
export const DOCUMENT_TYPE_FIELD = "documentType";

const isDocumentNumber = (f: QueryField) =>
  !f.options && (/document|^doc|^dni$/i.test(f.identifierName) || /documento|document/i.test(f.description ?? ""));
const isDocumentType = (f: QueryField) =>
  f.options !== null && (f.identifierName === DOCUMENT_TYPE_FIELD || /tipo de documento|document type/i.test(f.description ?? ""));
const byPosition = (a: QueryField, b: QueryField) => a.position - b.position;

function documentTypeField(company: CompanyFields, label: string, scope: FieldScope): FormField {
  return {
    identifierName: DOCUMENT_TYPE_FIELD,
    description: label,
    dataType: "ALF",
    minLength: null,
    maxLength: null,
    helpText: null,
    helpTextImage: null,
    component: "COMBO_BOX_ESTATICO",
    position: 0,
    inline: false,
    regex: null,
    options: company.documentTypes.map((d) => ({ value: d.code, label: d.description ?? d.code })),
    scope,
  };
}

/**
 * Every field of a debt query of this modality, positions renumbered in the order shown. An
 * additional field with the name of one of the modality's own is the modality's (asked once).
 */
export function queryFieldsOf(company: CompanyFields, modality: { queryData: QueryField[] }, documentTypeLabel = "Document type"): FormField[] {
  const own: FormField[] = [...modality.queryData].sort(byPosition).map((f) => ({ ...f, scope: "account" }));
  const names = new Set(own.map((f) => f.identifierName));
  const extra: FormField[] = [...company.additionalFields]
    .sort(byPosition)
    .filter((f) => !names.has(f.identifierName))
    .map((f) => ({ ...f, scope: fieldScope(f) }));
  const fields = [...own, ...extra];
  const number = fields.findIndex(isDocumentNumber);
  const asksType = fields.some(isDocumentType) || fields.some((f) => f.identifierName === DOCUMENT_TYPE_FIELD);
  if (number >= 0 && !asksType && company.documentTypes.length > 0) {
    fields.splice(number, 0, documentTypeField(company, documentTypeLabel, fields[number]!.scope));
  }
  return fields.map((f, position) => ({ ...f, position }));
}

/** The fields kept with a saved account (sent again on every query of it). */
export const accountFieldsOf = (fields: FormField[]) => fields.filter((f) => f.scope === "account");

/** The fields of one bill: asked for each bill, never taken from the last one. */
export const billFieldsOf = (fields: FormField[]) => fields.filter((f) => f.scope === "bill");
