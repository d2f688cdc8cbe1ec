// What a person typed for a modality's identifier fields, as the provider takes it (a debt query,
// a reminder). Pure, without zod: the pages build the request body with it.
import type { QueryField } from "@/lib/provider/types";

export type QueryItem = { identifierName: string; identifierValue: string };

/** The body's `queryData` from a form's values (one text per identifierName): trimmed, in the modality's order. */
export function toQueryData(fields: QueryField[], values: Record<string, string>): QueryItem[] {
  return [...fields]
    .sort((a, b) => a.position - b.position)
    .map((f) => ({ identifierName: f.identifierName, identifierValue: (values[f.identifierName] ?? "").trim() }));
}
