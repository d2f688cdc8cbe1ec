import { MessageSquareWarning } from "lucide-react";
import { isOpenState } from "@/lib/complaints/rules";
import type { ComplaintView } from "@/lib/complaints/view";
import type { OperationDetail } from "@/lib/client/operation-filters";
import { getTranslations } from "@/lib/platform/i18n/server";
import { ComplaintCard } from "./complaint-card";
import { ComplaintOpener } from "./complaint-opener";

/**
 * "Tengo un problema con este pago": the operation's complaints, and a way to file one while none is
 * open. `complaints` is null when they could not be read: then no way to file either.
 */
export async function ComplaintsPanel({ op, complaints }: { op: OperationDetail; complaints: ComplaintView[] | null }) {
  const t = await getTranslations("complaints");
  const shown = complaints ?? [];
  const waiting = shown.some((c) => isOpenState(c.state));
  return (
    <section aria-labelledby="complaints-title" className="space-y-3">
      {/* Without complaints the heading is for screen readers only: the button says the rest. */}
      <h2 id="complaints-title" className={shown.length > 0 ? "text-lg font-semibold" : "sr-only"}>
        {t("title")}
      </h2>
      {shown.map((c) => (
        <ComplaintCard key={c.id} complaint={c} />
      ))}
      {complaints && !waiting ? (
        <ComplaintOpener operationId={op.id} kind={op.kind}>
          <MessageSquareWarning aria-hidden className="mr-1.5 inline size-4" />
          {t("open")}
        </ComplaintOpener>
      ) : null}
    </section>
  );
}
