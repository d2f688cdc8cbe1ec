import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateText } from "@/components/ui/money";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { complaintForOperator } from "@/lib/complaints/operator";
import { getTranslations } from "@/lib/platform/i18n/server";
import { listCallbacks } from "@/lib/operator/callbacks";
import { operatorOperationDetail } from "@/lib/operator/operation-audit";
import { toAppError } from "@/lib/platform/http/errors";
import { Forbidden } from "../../_components/forbidden";
import { td } from "../../_components/cells";
import { Table } from "../../_components/section";
import { OperationDetail } from "../../_components/operation-detail";
import { ComplaintActions } from "./_components/complaint-actions";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("complaints");
  return { title: t("queue.title") };
}

/** One of the page's tables: its caption is its label too. */
function DetailTable({ caption, heads, children }: { caption: string; heads: string[]; children: React.ReactNode }) {
  return (
    <Table label={caption} caption={caption} heads={heads.map((label) => ({ label }))} minWidth="min-w-[44rem]">
      {children}
    </Table>
  );
}

const row = "border-t border-slate-200 dark:border-slate-700";

// One complaint for an operator: what the user said, the operation with its timeline and callbacks
// one scroll away, the audit trail, and the actions. Every /api/operator call checks again.
export default async function ComplaintPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await sessionUser();
  const t = await getTranslations("complaints");
  if (!user?.isOperator) return <Forbidden />;
  let complaint;
  try {
    complaint = await complaintForOperator(id);
  } catch (error) {
    if (toAppError(error)?.code === "NOT_FOUND") notFound();
    throw error;
  }
  const operation = await operatorOperationDetail(complaint.operationId);
  const { callbacks } = await listCallbacks({ externalPaymentId: operation.externalPaymentId, limit: 50 });
  const c = complaint;
  return (
    <div className="space-y-8">
      <Link href="/operator" className={buttonClass("ghost")}>
        <ArrowLeft aria-hidden className="inline size-4" />
        {t("detail.back")}
      </Link>
      <PageHeader title={t("detail.title", { number: c.number })} description={`${t(`state.${c.state}`)} · ${t(`reason.${c.reason}`)}`} />
      <Card className="space-y-2 text-sm" role="region" aria-labelledby="complaint-summary">
        <h2 id="complaint-summary" className="text-xl font-semibold">
          {t("detail.complaint")}
        </h2>
        <p>
          {t("detail.owner")}: <span className="break-all">{c.owner.name} · {c.owner.email}</span>
        </p>
        <p>
          {t("card.state")}: <span data-testid="complaint-state">{t(`state.${c.state}`)}</span>
        </p>
        <p>
          {t("card.openedAt")}: <DateText value={c.openedAt} withTime /> · {t("card.dueAt")}: <DateText value={c.dueAt} withTime />
        </p>
        {c.note ? <p>{t("card.note")}: {c.note}</p> : null}
        {c.answer ? <p>{t("card.answer")}: {c.answer}</p> : null}
      </Card>
      <Card>
        <ComplaintActions id={c.id} state={c.state} />
      </Card>
      <section aria-labelledby="complaint-operation" className="space-y-3">
        <h2 id="complaint-operation" className="text-xl font-semibold">
          {t("detail.operation")}
        </h2>
        <p className="text-sm">
          <Link href={`/operator/operations/${operation.id}`} className="underline">
            {t("detail.openOperation", { id: operation.id })}
          </Link>
        </p>
        <OperationDetail operation={operation} callbacks={callbacks} />
      </section>
      <section aria-labelledby="complaint-audit" className="space-y-3">
        <h2 id="complaint-audit" className="text-xl font-semibold">
          {t("detail.audit")}
        </h2>
        <DetailTable caption={t("detail.auditCaption")} heads={[t("detail.col.at"), t("detail.col.who"), t("detail.col.action"), t("detail.col.state"), t("detail.col.text")]}>
          {c.events.map((e, i) => (
            <tr key={i} className={row} data-testid="complaint-event">
              <td className={td}>
                <DateText value={e.at} withTime />
              </td>
              <td className={`${td} break-all`}>{e.actorName}</td>
              <td className={td}>{t(`detail.action.${e.action as "filed"}`)}</td>
              <td className={td}>{t(`state.${e.toState as "OPEN"}`)}</td>
              <td className={td}>{e.text ?? ""}</td>
            </tr>
          ))}
        </DetailTable>
      </section>
    </div>
  );
}
