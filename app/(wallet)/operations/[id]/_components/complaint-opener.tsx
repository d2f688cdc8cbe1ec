"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { LoadingText } from "@/components/ui/loading-text";
import type { OperationKind } from "@/lib/client/operation-filters";

// The form, and its form library, load when the user opens it, not with the operation's page.
const ComplaintForm = lazy(() => import("./complaint-form").then((m) => ({ default: m.ComplaintForm })));

/** The button that opens the complaint form in its place (`children`: what the button says). */
export function ComplaintOpener({ operationId, kind, children }: { operationId: string; kind: OperationKind; children: ReactNode }) {
  const t = useTranslations("common.states");
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="secondary" className="no-print" onClick={() => setOpen(true)}>
        {children}
      </Button>
    );
  return (
    <Suspense fallback={<LoadingText label={t("loading")} />}>
      <ComplaintForm operationId={operationId} kind={kind} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
