"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "use-intl";
import { Button, buttonClass } from "@/components/ui/button";
import type { OperationDetail } from "@/lib/client/operation-filters";

const pdfPath = (id: string) => `/api/operations/${encodeURIComponent(id)}/receipt.pdf`;

type Notice = "linkCopied" | "shareFailed" | null;

/**
 * Print, the server's PDF, and Share: the PDF itself where the browser can share files
 * (navigator.canShare), otherwise a link to this receipt, copied.
 */
export function ReceiptActions({ op }: { op: Pick<OperationDetail, "id" | "amount" | "currency" | "companyName"> }) {
  const t = useTranslations("operation.receipt");
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const fileName = t("fileName", { id: op.id });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);

  const shareFile = async (): Promise<boolean> => {
    const probe = new File([], fileName, { type: "application/pdf" });
    if (typeof navigator.share !== "function" || !navigator.canShare?.({ files: [probe] })) return false;
    const response = await fetch(pdfPath(op.id), { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return false;
    const file = new File([await response.blob()], fileName, { type: "application/pdf" });
    const amount = format.number(op.amount, { style: "currency", currency: op.currency });
    await navigator.share({ files: [file], title: t("shareTitle"), text: t("shareText", { company: op.companyName, amount }) });
    return true;
  };

  const share = async () => {
    setBusy(true);
    setNotice(null);
    try {
      if (await shareFile()) return;
      await navigator.clipboard.writeText(`${window.location.origin}/operations/${encodeURIComponent(op.id)}`);
      setNotice("linkCopied");
    } catch (error) {
      // The user closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) setNotice("shareFailed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="no-print mt-5">
      <div className="flex flex-wrap gap-2">
        <a href={pdfPath(op.id)} download={fileName} className={buttonClass("primary")}>
          {t("download")}
        </a>
        <Button variant="secondary" onClick={share} busy={busy}>
          {t("share")}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t("print")}
        </Button>
      </div>
      {/* A toast: announced politely, gone after a few seconds. */}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 sm:bottom-6">
        {notice ? (
          <p className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
            {notice === "linkCopied" ? `✓ ${t("linkCopied")}` : t("shareFailed")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
