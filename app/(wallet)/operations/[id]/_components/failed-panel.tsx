import { CircleX } from "lucide-react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "@/lib/platform/i18n/server";
import { payNowHref } from "@/lib/payments/bills/pay-now-link";
import type { OperationDetail } from "@/lib/client/operation-filters";
import { reasonText } from "./reason-text";

const RETRY: Record<OperationDetail["kind"], { base: string; key: "retryBill" | "retryTopup" | "retryGiftcard" }> = {
  bill: { base: "/pay", key: "retryBill" },
  topup: { base: "/topups", key: "retryTopup" },
  giftcard: { base: "/gift-cards", key: "retryGiftcard" },
};

/**
 * A bill's "query again" opens the debt query filled in with what was paid with, and runs it (the
 * operation knows the company and identifiers; the page finds the modality they belong to).
 */
function retryHref(op: OperationDetail): string {
  if (op.kind === "bill" && op.identifiers.length > 0) return payNowHref(op.companyCode, null, op.identifiers);
  return `${RETRY[op.kind].base}/${encodeURIComponent(op.companyCode)}`;
}

/** Why it failed, in the user's language (by the reason's code), and the way back to the company for a fresh query. */
export async function FailedPanel({ op }: { op: OperationDetail }) {
  const t = await getTranslations("operation.failed");
  const retry = RETRY[op.kind];
  return (
    <section
      aria-labelledby="failed-title"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <h2 id="failed-title" className="font-semibold">
        <CircleX aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
        {t("title")}
      </h2>
      <p data-testid="failure-reason" className="mt-1">
        {(await reasonText(op)) ?? t("noReason")}
      </p>
      <p className="mt-1 text-sm">{t("noCharge")}</p>
      <Link href={retryHref(op)} className={buttonClass("primary", "no-print mt-3")}>
        {t(retry.key)}
      </Link>
    </section>
  );
}
