import type { YourData } from "./collect";

// The movements (every operation) as CSV, RFC 4180: comma-separated, each field quoted when it
// holds a comma, a quote or a line break, lines ended by CRLF, UTF-8 with a byte-order mark so a
// spreadsheet opens the accents right. A field that starts like a formula (=, +, -, @) gets a
// leading apostrophe, so a spreadsheet shows it instead of running it.

const COLUMNS = ["date", "kind", "origin", "company", "account", "amount", "currency", "status", "reason", "operation"] as const;

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function movementsCsv(data: Pick<YourData, "operations">): string {
  const rows = data.operations.map((op) => [
    op.createdAt.toISOString(),
    op.kind,
    op.origin,
    op.companyName,
    op.identifiers.map((i) => i.identifierValue).join(" "),
    op.amount.toFixed(2),
    op.currency,
    op.status,
    op.statusReason,
    op.id,
  ]);
  return `\uFEFF${[COLUMNS as readonly string[], ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
