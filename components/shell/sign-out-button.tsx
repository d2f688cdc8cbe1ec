"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { apiFetch } from "@/lib/client/api";

export function SignOutButton() {
  const t = useTranslations("common.nav");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await apiFetch("/api/auth/sign-out", { method: "POST" }).catch(() => undefined);
        // Whatever a page cached for this user goes (TanStack Query is loaded only where a page uses it).
        const { existingQueryClient } = await import("@/lib/client/queries/query-client");
        existingQueryClient()?.clear();
        router.replace("/sign-in");
        router.refresh();
      }}
      className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {t("signOut")}
    </button>
  );
}
