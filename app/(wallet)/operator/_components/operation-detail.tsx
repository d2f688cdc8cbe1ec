import { DateText, Money } from "@/components/ui/money";
import { StatusBadge } from "@/components/ui/status-badge";
import { getTranslations } from "@/lib/platform/i18n/server";
import type { OperatorCallbackView } from "@/lib/operator/callbacks";
import type { OperatorOperationDetail } from "@/lib/operator/operation-audit";
import { td } from "./cells";
import { Table } from "./section";

// One operation as an operator reads it, on its own page and on a complaint's: what was paid, its
// status changes, its steps at the provider (with the provider's tx/mainTx, what support asks for)
// and the callbacks received for it.

/** One of the page's tables: its caption is its label too. */
function DetailTable({ caption, heads, testId, children }: { caption: string; heads: string[]; testId?: string; children: React.ReactNode }) {
  return (
    <Table label={caption} caption={caption} heads={heads.map((label) => ({ label }))} minWidth="min-w-[44rem]" testId={testId}>
      {children}
    </Table>
  );
}

const STATUSES = ["pending", "processing", "unknown", "confirmed", "failed"] as const;
const isStatus = (value: string | null): value is (typeof STATUSES)[number] => STATUSES.some((s) => s === value);

const SOURCES = ["api", "provider", "callback", "reconciler", "operator", "owner"] as const;
const isSource = (value: string): value is (typeof SOURCES)[number] => SOURCES.some((s) => s === value);

const row = "border-t border-slate-200 dark:border-slate-700";

export async function OperationDetail({ operation, callbacks }: { operation: OperatorOperationDetail; callbacks: OperatorCallbackView[] }) {
  const t = await getTranslations("complaints");
  const ts = await getTranslations("operator.steps");
  const tc = await getTranslations("common");
  const to = await getTranslations("operation.timeline");
  const tcb = await getTranslations("operator.callbacks");
  return (
    <>
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium">{operation.companyName}</span>
        <span>{tc(`kind.${operation.kind}`)}</span>
        <Money amount={operation.amount} currency={operation.currency} />
        <StatusBadge status={operation.status} />
        <code className="break-all text-xs">{operation.externalPaymentId}</code>
      </p>
      <h3 className="text-lg font-semibold">{t("detail.timeline")}</h3>
      <DetailTable caption={t("detail.timelineCaption")} heads={[t("detail.col.at"), t("detail.col.from"), t("detail.col.to"), t("detail.col.source"), t("detail.col.detail")]}>
        {operation.events.map((e, i) => (
          <tr key={i} className={row}>
            <td className={td}>
              <DateText value={e.at} withTime />
            </td>
            <td className={td}>{isStatus(e.from) ? <StatusBadge status={e.from} /> : "—"}</td>
            <td className={td}>{isStatus(e.to) ? <StatusBadge status={e.to} /> : e.to}</td>
            <td className={td}>{isSource(e.source) ? to(`source.${e.source}`) : e.source}</td>
            <td className={`${td} break-all`} translate="no">
              {e.detail ?? ""}
            </td>
          </tr>
        ))}
      </DetailTable>
      <h3 className="text-lg font-semibold">{ts("title")}</h3>
      {operation.externalRequestId ? (
        <p className="text-sm">
          {ts("externalRequestId")}: <code className="break-all text-xs" data-testid="external-request-id">{operation.externalRequestId}</code>
        </p>
      ) : null}
      {operation.steps.length === 0 ? (
        <p className="text-sm">{ts("none")}</p>
      ) : (
        <DetailTable caption={ts("caption")} testId="provider-steps" heads={[ts("col.at"), ts("col.kind"), ts("col.ids"), ts("col.outcome"), ts("col.tx")]}>
          {operation.steps.map((s, i) => (
            <tr key={i} className={row} data-step={s.kind}>
              <td className={td}>
                <DateText value={s.at} withTime />
              </td>
              <td className={td}>{ts(`kind.${s.kind}`)}</td>
              <td className={`${td} break-all`} translate="no">
                <code className="block text-xs">{s.reference}</code>
                {s.providerId ? <code className="block text-xs">{s.providerId}</code> : null}
              </td>
              <td className={td} translate="no">
                {s.outcome === "ok" ? ts("ok") : <code className="text-xs">{s.outcome}</code>}
              </td>
              <td className={`${td} break-all`} translate="no">
                <code className="block text-xs">tx {s.tx ?? "—"}</code>
                <code className="block text-xs">mainTx {s.mainTx ?? "—"}</code>
              </td>
            </tr>
          ))}
        </DetailTable>
      )}
      <h3 className="text-lg font-semibold">{t("detail.callbacks")}</h3>
      {callbacks.length === 0 ? (
        <p className="text-sm">{t("detail.noCallbacks")}</p>
      ) : (
        <DetailTable caption={t("detail.callbacksCaption")} heads={[t("detail.col.at"), t("detail.col.path"), t("detail.col.verified"), t("detail.col.outcome"), t("detail.col.state")]}>
          {callbacks.map((cb) => (
            <tr key={cb.id} className={row}>
              <td className={td}>
                <DateText value={cb.receivedAt} withTime />
              </td>
              <td className={td}>
                <code>{cb.path}</code>
              </td>
              <td className={td}>{cb.verified ? t("detail.yes") : t("detail.no")}</td>
              <td className={td}>
                {tcb(`outcome.${cb.outcome}`)}
                {cb.outcome === "mismatched" && cb.detail ? <span translate="no" className="block text-xs">{cb.detail}</span> : null}
              </td>
              <td className={td} translate="no">
                {cb.status ?? "—"}
              </td>
            </tr>
          ))}
        </DetailTable>
      )}
    </>
  );
}
