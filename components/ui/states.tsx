"use client";

import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { useApiErrorText } from "./use-reason-text";
import { Button } from "./button";
import { LoadingText } from "./loading-text";

export function LoadingState({ label }: { label?: string }) {
  const t = useTranslations("common.states");
  return <LoadingText label={label ?? t("loading")} />;
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const t = useTranslations("common.states");
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-600">
      <p className="font-medium">{title ?? t("empty")}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}

/** What went wrong, in the BFF's words when it said something, and a way forward. */
export function ErrorState({
  error,
  message: given,
  onRetry,
  retrying = false,
  children,
}: {
  error?: unknown;
  /** Said instead of what `error` would say. */
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations("common");
  const errorText = useApiErrorText();
  const message = given ?? errorText(error, t("states.error"));
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-medium">
        <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
        {message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {onRetry ? (
          <Button variant="secondary" busy={retrying} onClick={onRetry}>
            {t("states.retry")}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
