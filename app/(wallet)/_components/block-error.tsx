"use client";

import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";

/** A block of a server-rendered page that could not load: what happened and a way to try again. */
export function BlockError({ message, children }: { message: string; children?: ReactNode }) {
  const t = useTranslations("common.states");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-medium">
        <span aria-hidden>⚠ </span>
        {message}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" busy={pending} onClick={() => startTransition(() => router.refresh())}>
          {t("retry")}
        </Button>
        {children}
      </div>
    </div>
  );
}
