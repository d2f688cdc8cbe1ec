"use client";

import { Check, Minus, X } from "lucide-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { DateText } from "@/components/ui/money";
import type { RefusalSummary } from "@/lib/payments/callbacks/refusals";
import type { CallbackSigning } from "@/lib/payments/callbacks/signing";
import { callbacksQuery } from "@/lib/client/queries/operator";
import { td } from "./cells";
import { PagedTable, Section } from "./section";

const COLUMNS = ["received", "path", "verified", "outcome", "payment", "status"] as const;
const STATUSES = ["pending", "processing", "unknown", "confirmed", "failed"] as const;
/** The provider's status in a callback, shown with the app's own (translated) status names. */
const isStatus = (status: string | null): status is (typeof STATUSES)[number] => STATUSES.some((s) => s === status);

/** Callbacks the provider sent: whether their hash proved them, what they did, and how many were refused. */
export function CallbacksSection() {
  const t = useTranslations("operator.callbacks");
  const tc = useTranslations("common");
  const query = useInfiniteQuery(callbacksQuery());
  const rows = query.data?.pages.flatMap((p) => p.callbacks) ?? [];
  const refused = query.data?.pages[0]?.refused ?? [];
  const signing = query.data?.pages[0]?.signing ?? "required";

  return (
    <Section id="callbacks" title={t("title")} description={t("description")}>
      {query.isSuccess ? <RefusedSummary refused={refused} /> : null}
      <PagedTable words={t} query={query} rows={rows.length} minWidth="min-w-[52rem]" testId="callbacks" columns={COLUMNS}>
        {rows.map((cb) => (
          <tr key={cb.id} className="border-t border-slate-200 dark:border-slate-700">
            <th scope="row" className={`${td} text-left font-normal`}>
              <DateText value={cb.receivedAt} withTime />
            </th>
            <td translate="no" className={`${td} font-mono text-xs break-all`}>
              {cb.path}
            </td>
            <td className={td}>
              <Signature verified={cb.verified} signing={signing} />
            </td>
            <td className={td}>
              {t(`outcome.${cb.outcome}`)}
              {cb.detail ? (
                <span translate="no" className="block text-xs text-slate-600 dark:text-slate-300">
                  {cb.detail}
                </span>
              ) : null}
            </td>
            <td className={`${td} font-mono text-xs break-all`}>{cb.externalPaymentId ?? "—"}</td>
            <td className={td}>{isStatus(cb.status) ? tc(`status.${cb.status}`) : (cb.status ?? "—")}</td>
          </tr>
        ))}
      </PagedTable>
    </Section>
  );
}

const icon = "mr-1 inline size-4 align-[-0.2em]";

/**
 * Whether the callback's hash proved it: signed in green; unsigned in red only where signatures
 * are expected (a hash secret is shared), neutral where none can be (the sandbox signs nothing).
 */
function Signature({ verified, signing }: { verified: boolean; signing: CallbackSigning }) {
  const t = useTranslations("operator.callbacks");
  if (verified) {
    return (
      <span className="font-semibold text-green-800 dark:text-green-300" data-signature="signed">
        <Check aria-hidden className={icon} />
        {t("verified")}
      </span>
    );
  }
  if (signing === "required") {
    return (
      <span className="font-semibold text-red-800 dark:text-red-300" data-signature="missing">
        <X aria-hidden className={icon} />
        {t("unverified")}
      </span>
    );
  }
  return (
    <span className="text-slate-700 dark:text-slate-200" data-signature="not-expected">
      <Minus aria-hidden className={icon} />
      {t(`unsigned.${signing}`)}
    </span>
  );
}

/** Refused callbacks are not stored one by one (a forger's flood must cost nothing): only counted. */
function RefusedSummary({ refused }: { refused: RefusalSummary[] }) {
  const t = useTranslations("operator.callbacks.refused");
  return (
    <div className="mb-4" data-testid="callbacks-refused">
      <h3 className="text-sm font-semibold">{t("title")}</h3>
      {refused.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("none")}</p>
      ) : (
        <ul className="text-sm">
          {refused.map((r) => (
            <li key={`${r.path}|${r.reason}`}>
              {t("row", { count: r.count, path: r.path, reason: t(`reason.${r.reason}`) })} · {t("last")} <DateText value={r.lastAt} withTime />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
