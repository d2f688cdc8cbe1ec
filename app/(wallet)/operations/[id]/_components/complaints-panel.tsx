"use client";

import { useQuery } from "@tanstack/react-query";
import { MessageSquareWarning } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { operationComplaintsQuery } from "@/lib/client/queries/complaints";
import type { OperationDetail } from "@/lib/client/queries/operations";
import { isOpenState } from "@/lib/complaints/rules";
import { ComplaintCard } from "./complaint-card";
import { ComplaintForm } from "./complaint-form";

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
          <ComplaintForm operationId={op.id} kind={op.kind} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
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
