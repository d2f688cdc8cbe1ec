// Which company a bill barcode belongs to: the collection networks put the biller's own number in
// the code's first digits. Saldo learns the pairs from successful debt queries made with a
// barcode (lib/payments/bills/barcode.ts) and, against the sandbox, starts from its catalogue's.
// Pure: shared by the server's lookup and its tests.

export const PREFIX_LENGTH = 4;

/** The part of a code that names its biller: its first 4 digits. */
export const barcodePrefix = (code: string): string => code.slice(0, PREFIX_LENGTH);
