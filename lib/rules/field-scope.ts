// Whether a company's additional field (docs/provider/notes.md §2.1) belongs to the account or to
// one bill, read from its data type and its words. The account's are kept with a saved account and
// sent again on every query; a bill's own are asked for each bill (or read from the provider's
// notice of that bill), never reused for the next one. Pure: the forms and the server decide alike.

export type FieldScope = "account" | "bill";

/** A date (an issue or due date) or a barcode is printed on one bill, not on the account. */
const BILL_DATA_TYPES = new Set(["FEC", "CBA"]);

/** Words that tie a field to one bill: "la fecha de la boleta", "número de factura", "issue date". */
const BILL_WORDS = /\b(boleta|factura|comprobante|cuota|per[ií]odo|emisi[oó]n|vencimiento|bill|invoice|issue|due)\b/i;

type Described = { dataType: string | null; description: string | null };

export function fieldScope(field: Described): FieldScope {
  if (BILL_DATA_TYPES.has((field.dataType ?? "").toUpperCase())) return "bill";
  return BILL_WORDS.test(field.description ?? "") ? "bill" : "account";
}
