"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";

/** Signs out one other device (`id`), or every other one; then the list is drawn again and `onEnded` runs. */
export function EndSessionButton({ id, label, onEnded }: { id?: string; label: string; onEnded?: () => void }) {
  const t = useTranslations("profile.sessions");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const end = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (id) await apiFetch(`/api/me/sessions/${id}`, { method: "DELETE" });
      else await apiFetch("/api/me/sessions/end-others", { method: "POST", body: {} });
      router.refresh();
      onEnded?.();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="secondary" busy={busy} onClick={() => void end()}>
        {label}
      </Button>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {t("endFailed")}
        </p>
      )}
    </div>
  );
}
