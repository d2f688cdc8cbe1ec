import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { listCallbacks } from "@/lib/operator/callbacks";
import { operatorOperationDetail } from "@/lib/operator/operation-audit";
import { toAppError } from "@/lib/platform/http/errors";
import { Forbidden } from "../../_components/forbidden";
import { OperationDetail } from "../../_components/operation-detail";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("operator.steps");
  return { title: t("pageTitle") };
}

// One operation for an operator: its timeline, its steps at the provider and its callbacks.
export default async function OperatorOperationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await sessionUser();
  const tc = await getTranslations("complaints");
  if (!user?.isOperator) return <Forbidden />;
  let operation;
  try {
    operation = await operatorOperationDetail(id);
  } catch (error) {
    if (toAppError(error)?.code === "NOT_FOUND") notFound();
    throw error;
  }
  const { callbacks } = await listCallbacks({ externalPaymentId: operation.externalPaymentId, limit: 50 });
  return (
    <div className="space-y-8">
      <Link href="/operator" className={buttonClass("ghost")}>
        <ArrowLeft aria-hidden className="inline size-4" />
        {tc("detail.back")}
      </Link>
      <PageHeader title={tc("detail.openOperation", { id: operation.id })} description={operation.owner.email} />
      {operation.flagged && operation.flagReason ? (
        <p className="text-sm font-semibold text-red-800 dark:text-red-300" translate="no">
          {operation.flagReason}
        </p>
      ) : null}
      <section className="space-y-3">
        <OperationDetail operation={operation} callbacks={callbacks} />
      </section>
    </div>
  );
}
