// GET /api/operations/{id}/receipt.pdf — the receipt as a PDF, for its owner only, never cached
import { withSession } from "@/lib/accounts/guards";
import { getLocale, getTranslations } from "@/lib/platform/i18n/server";
import { renderReceiptPdf } from "@/lib/payments/receipt-pdf";
import { NO_STORE } from "@/lib/platform/http/cache";
import { operationForReceipt } from "@/lib/system/receipt";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) => {
  const op = await operationForReceipt(user, params.id);
  const pdf = await renderReceiptPdf(op, await getLocale());
  const t = await getTranslations("operation");
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      "content-type": "application/pdf",
      // The id is a uuid (operationForReceipt found it) and the name is ASCII: no escaping needed.
      "content-disposition": `attachment; filename="${t("receipt.fileName", { id: op.id })}"`,
    },
  });
});
