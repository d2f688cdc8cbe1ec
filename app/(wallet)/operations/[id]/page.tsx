import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { sessionUser } from "@/lib/accounts/current";
import { complaintsOfOperation } from "@/lib/complaints/store";
import { getTranslations } from "@/lib/platform/i18n/server";
import { toAppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";
import { saveOfferFor } from "@/lib/saved-accounts/from-operation";
import { operationForReceipt } from "@/lib/system/receipt";
import { LiveRefresh } from "../../_components/live-refresh";
import { loadBlock } from "../../_components/load-block";
import { AutopayOrigin } from "./_components/autopay-origin";
import { OperationScreen } from "./_components/operation-screen";
import { OutcomeFocus } from "./_components/outcome-focus";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("operation");
  return { title: t("title") };
}

/**
 * Where every payment lands, drawn on the server: the operation, read as GET /api/operations/{id}
 * reads it (the owner's only; anyone else's is not found), its complaints and, for a paid bill,
 * whether its account can be saved. While it is in flight the browser follows it (LiveRefresh) and
 * the page is drawn again as it changes.
 */
export default async function OperationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  let op;
  try {
    op = await operationForReceipt(user, id);
  } catch (error) {
    // Another user's operation, or none: the app's not-found screen, answered 404 (this page has no
    // loading state, so nothing has been sent yet).
    if (toAppError(error)?.code === "NOT_FOUND") notFound();
    // Anything else: the wallet's error screen, with a way to try again.
    log.error({ err: error }, "operation page failed");
    throw error;
  }
  const [complaints, offer] = await Promise.all([
    loadBlock("operation page: complaints", () => complaintsOfOperation(user, id)),
    op.kind === "bill" && op.status === "confirmed" ? loadBlock("operation page: save offer", () => saveOfferFor(user, op)) : null,
  ]);
  return (
    <>
      {op.origin === "autopay" ? <AutopayOrigin /> : null}
      <OperationScreen op={op} complaints={complaints} offer={offer} />
      <OutcomeFocus status={op.status} />
      <LiveRefresh rows={[{ id: op.id, status: op.status, updatedAt: op.updatedAt, receipt: op.receipt === null ? null : true }]} single />
    </>
  );
}
