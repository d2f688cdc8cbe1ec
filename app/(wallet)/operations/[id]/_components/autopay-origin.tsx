import { Repeat } from "lucide-react";
import { getTranslations } from "@/lib/platform/i18n/server";

/**
 * "Débito automático" over a payment autopay made: rendered on the server, above the screen the
 * browser keeps live, so the page's script does not grow; printed with the receipt.
 */
export async function AutopayOrigin() {
  const common = await getTranslations("common");
  return (
    <p data-testid="origin" className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 dark:bg-slate-800 dark:text-brand-100">
      <Repeat aria-hidden className="size-4" />
      {common("origin.autopay")}
    </p>
  );
}
