"use client";

import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { OperationDetail } from "@/lib/client/queries/operations";
import { DetailList, type DetailRow } from "./detail-rows";

/** The receipt as plain text, built from what is on screen (never the gift card's PIN). */
function receiptText(title: string, rows: DetailRow[], ticketTitle: string, ticket: string[]): string {
  const width = Math.max(...rows.map((row) => row.label.length));
  return [
    title,
    "=".repeat(title.length),
    "",
    ...rows.map((row) => `${row.label.padEnd(width)}  ${row.value}`),
    ...(ticket.length ? ["", ticketTitle, "-".repeat(ticketTitle.length), ...ticket] : []),
    "",
  ].join("\n");
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function Receipt({ op, rows }: { op: OperationDetail; rows: DetailRow[] }) {
  const t = useTranslations("operation.receipt");
  const ticket = op.receipt?.ticket ?? [];
  return (
    <Card aria-labelledby="receipt-title" role="region" className="print:border-0 print:shadow-none">
      <h2 id="receipt-title" className="mb-3 text-lg font-semibold">
        {t("title")}
      </h2>
      <DetailList rows={rows} />
      <h3 className="mt-5 mb-2 font-semibold">{t("ticket")}</h3>
      {ticket.length ? (
        <pre
          data-testid="receipt-ticket"
          className="overflow-x-auto rounded-lg bg-slate-100 p-3 font-mono text-sm leading-relaxed whitespace-pre-wrap text-slate-900 dark:bg-slate-800 dark:text-slate-100 print:bg-white"
        >
          {ticket.join("\n")}
        </pre>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">{t("noTicket")}</p>
      )}
      <div className="no-print mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          {t("print")}
        </Button>
        <Button variant="secondary" onClick={() => download(t("fileName", { id: op.id }), receiptText(t("textTitle"), rows, t("ticket"), ticket))}>
          {t("download")}
        </Button>
      </div>
    </Card>
  );
}
