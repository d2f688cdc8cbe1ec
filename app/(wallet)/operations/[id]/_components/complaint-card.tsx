import { MessageSquareWarning } from "lucide-react";
import { Card } from "@/components/ui/card";
import { TermRow as Row } from "@/components/ui/term-row";
import { isOpenState } from "@/lib/complaints/rules";
import type { ComplaintView } from "@/lib/complaints/view";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";

/** One complaint as its owner sees it: number, reason, state, when it is due and, once given, the answer. */
export async function ComplaintCard({ complaint: c }: { complaint: ComplaintView }) {
  const t = await getTranslations("complaints");
  const text = await getTextFormat();
  const headingId = `complaint-${c.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} data-testid="complaint-card" data-state={c.state} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        <MessageSquareWarning aria-hidden className="mr-1.5 inline size-5 align-[-0.2em]" />
        {t("card.number", { number: c.number })}
      </h3>
      <dl className="space-y-1 text-sm">
        <Row term={t("card.reason")}>{t(`reason.${c.reason}`)}</Row>
        {c.note ? <Row term={t("card.note")}>{c.note}</Row> : null}
        <Row term={t("card.state")}>
          <span data-testid="complaint-state">{t(`state.${c.state}`)}</span>
        </Row>
        <Row term={t("card.openedAt")}>
          <time dateTime={c.openedAt}>{text.dateTime(c.openedAt)}</time>
        </Row>
        {isOpenState(c.state) ? (
          <Row term={t("card.dueAt")}>
            <time dateTime={c.dueAt}>{text.dateTime(c.dueAt)}</time>
          </Row>
        ) : null}
      </dl>
      {c.answer ? (
        <div className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
          <p className="font-semibold">{t("card.answer")}</p>
          <p data-testid="complaint-answer" className="mt-1">
            {c.answer}
          </p>
        </div>
      ) : isOpenState(c.state) ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("card.waiting")}</p>
      ) : null}
    </Card>
  );
}
