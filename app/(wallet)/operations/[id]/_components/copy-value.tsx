"use client";

import { useTranslations } from "use-intl";
import { shortId } from "@/lib/payments/receipt-lines";
import { useClipboard } from "./use-clipboard";

/**
 * A long number shown short (`4f1c2b7e…9e01`, whole when printed), read out whole to screen
 * readers, and copied whole by its button.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const t = useTranslations("operation.receipt");
  const { state, copy } = useClipboard(4000);
  const short = shortId(value);

  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      {short === value ? (
        <span className="font-mono">{value}</span>
      ) : (
        <>
          <span aria-hidden title={value} className="font-mono print:hidden">
            {short}
          </span>
          <span className="sr-only font-mono print:not-sr-only print:break-all">{value}</span>
        </>
      )}
      <button
        type="button"
        onClick={() => void copy(value)}
        className="no-print min-h-11 rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
      >
        {t("copy", { label: label.toLowerCase() })}
      </button>
      <span role="status" className="no-print text-sm font-medium">
        {state === "copied" ? <span className="text-green-800 dark:text-green-300">✓ {t("copied", { label })}</span> : null}
        {state === "failed" ? <span className="text-red-700 dark:text-red-400">{t("copyFailed")}</span> : null}
      </span>
    </span>
  );
}
