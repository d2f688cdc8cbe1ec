import type { OperationDetail } from "@/lib/client/operation-filters";
import { getFormatter, getTranslations } from "@/lib/platform/i18n/server";
import { receiptRows, ticketRows, type ReceiptRow, type Translate } from "@/lib/payments/receipt-rows";
import { CopyValue } from "./copy-value";
import { ReceiptActions } from "./receipt-actions";

function Rows({ rows, testId }: { rows: ReceiptRow[]; testId: string }) {
  return (
    <dl data-testid={testId} className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr] print:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.id} data-row={row.id} className="contents">
          <dt className="text-sm text-slate-600 dark:text-slate-300 print:text-slate-700">{row.label}</dt>
          <dd className="font-medium break-words">{row.copy ? <CopyValue label={row.label} value={row.value} /> : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The receipt of a confirmed operation: the one part of the page that prints (globals.css). */
export async function Receipt({ op }: { op: OperationDetail }) {
  const t = (await getTranslations("operation.receipt")) as unknown as Translate;
  const common = (await getTranslations("common")) as unknown as Translate;
  const format = await getFormatter();
  const rows = receiptRows(op, t, common, format);
  const ticket = ticketRows(op, t, common);
  return (
    <section
      id="receipt"
      aria-labelledby="receipt-title"
      className="print-receipt rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3 dark:border-slate-700">
        {/* Saldo's mark and name: on screen, and the top of the printout. */}
        <p className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700 dark:text-brand-100 print:text-brand-700">
          <span aria-hidden className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-lg text-white">
            S
          </span>
          {t("brand")}
        </p>
        <h2 id="receipt-title" className="scroll-mt-4 text-lg font-semibold" tabIndex={-1}>
          {t("title")}
        </h2>
      </div>
      <Rows rows={rows} testId="receipt-rows" />
      <h3 className="mt-5 mb-2 font-semibold">{t("ticket")}</h3>
      {ticket.length ? (
        <Rows rows={ticket} testId="receipt-ticket" />
      ) : (
        <p className="text-slate-600 dark:text-slate-300">{t("noTicket")}</p>
      )}
      <p className="mt-6 hidden text-center text-xs text-slate-600 print:block">{t("footer")}</p>
      <ReceiptActions op={{ id: op.id, amount: op.amount, currency: op.currency, companyName: op.companyName }} />
    </section>
  );
}
