"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { apiFetch } from "@/lib/client/api";

export function SignOutButton() {
  const t = useTranslations("common.nav");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await apiFetch("/api/auth/sign-out", { method: "POST" }).catch(() => undefined);
        queryClient.clear();
        router.replace("/sign-in");
        router.refresh();
      }}
      className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {t("signOut")}
    </button>
  );
}
