import { HydrationBoundary, QueryClient, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { saveOfferFor } from "@/lib/saved-accounts/from-operation";
import { sessionUser } from "@/lib/accounts/current";
import { operationAccountQuery } from "@/lib/client/queries/agenda";
import { operationComplaintsQuery } from "@/lib/client/queries/complaints";
import { operationKeys } from "@/lib/client/queries/operations";
import { complaintsOfOperation } from "@/lib/complaints/store";
import { getTranslations } from "@/lib/platform/i18n/server";
import { toAppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";
import { operationForReceipt } from "@/lib/system/receipt";
import { AutopayOrigin } from "./_components/autopay-origin";
import { OperationScreen } from "./_components/operation-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("operation");
  return { title: t("title") };
}

/**
 * Where every payment lands. The operation comes with the page, read as GET /api/operations/{id}
 * reads it (the owner's only; anyone else's is not found), and, for a paid bill, whether its account
 * can be saved; the browser then watches it while it is in flight (operation-screen.tsx).
 */
export default async function OperationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  const queryClient = new QueryClient();
  let byAutopay = false;
  try {
    const op = await queryClient.fetchQuery({ queryKey: operationKeys.detail(id), queryFn: () => operationForReceipt(user, id) });
    byAutopay = op.origin === "autopay";
    await queryClient.prefetchQuery({ queryKey: operationComplaintsQuery(id).queryKey, queryFn: () => complaintsOfOperation(user, id) });
    if (op.kind === "bill" && op.status === "confirmed") {
      await queryClient.prefetchQuery({ queryKey: operationAccountQuery(id).queryKey, queryFn: () => saveOfferFor(user, op) });
    }
  } catch (error) {
    // Another user's operation, or none: the app's not-found screen, answered 404 (this page has no
    // loading state, so nothing has been sent yet).
    if (toAppError(error)?.code === "NOT_FOUND") notFound();
    // The browser asks again, and says so if it cannot either.
    log.error({ err: error }, "operation page failed");
  }
  return (
    <>
      {byAutopay ? <AutopayOrigin /> : null}
      <HydrationBoundary state={dehydrate(queryClient)}>
        <OperationScreen id={id} />
      </HydrationBoundary>
    </>
  );
}
