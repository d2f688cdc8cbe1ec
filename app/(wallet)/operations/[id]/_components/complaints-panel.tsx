"use client";

import { useQuery } from "@tanstack/react-query";
import { MessageSquareWarning } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/states";
import { operationComplaintsQuery } from "@/lib/client/queries/complaints";
import type { OperationDetail } from "@/lib/client/queries/operations";
import { isOpenState } from "@/lib/complaints/rules";
import { ComplaintCard } from "./complaint-card";

// The form, and its form library, load when the user opens it, not with the operation's page.
const ComplaintForm = lazy(() => import("./complaint-form").then((m) => ({ default: m.ComplaintForm })));

/** "Tengo un problema con este pago": the operation's complaints, and a way to file one while none is open. */
export function ComplaintsPanel({ op }: { op: OperationDetail }) {
  const t = useTranslations("complaints");
  const [open, setOpen] = useState(false);
  const query = useQuery(operationComplaintsQuery(op.id));
  const complaints = query.data ?? [];
  const waiting = complaints.some((c) => isOpenState(c.state));
  return (
    <section aria-labelledby="complaints-title" className="space-y-3">
      {/* Without complaints the heading is for screen readers only: the button says the rest. */}
      <h2 id="complaints-title" className={complaints.length > 0 ? "text-lg font-semibold" : "sr-only"}>
        {t("title")}
      </h2>
      {complaints.map((c) => (
        <ComplaintCard key={c.id} complaint={c} />
      ))}
      {query.isSuccess && !waiting ? (
        open ? (
          <Suspense fallback={<LoadingState />}>
            <ComplaintForm operationId={op.id} kind={op.kind} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
          </Suspense>
        ) : (
          <Button variant="secondary" className="no-print" onClick={() => setOpen(true)}>
            <MessageSquareWarning aria-hidden className="mr-1.5 inline size-4" />
            {t("open")}
          </Button>
        )
      ) : null}
    </section>
  );
}
