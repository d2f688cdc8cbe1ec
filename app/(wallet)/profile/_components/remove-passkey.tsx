"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { EndSessionButton } from "./end-session-button";

/** Removes one passkey; then offers to sign out the other devices, as after a password change. */
export function RemovePasskey({ id, name }: { id: string; name: string }) {
  const t = useTranslations("profile.passkeys");
  const [busy, setBusy] = useState(false);
  const [others, setOthers] = useState<number | null>(null);

  const remove = async () => {
    setBusy(true);
    try {
      const { otherSessions } = await apiFetch<{ otherSessions: number }>(`/api/me/passkeys/${id}`, { method: "DELETE" });
      // The row stays, saying so, until the page is drawn again (an end of the other sessions does that).
      setOthers(otherSessions);
    } finally {
      setBusy(false);
    }
  };

  if (others !== null) {
    return (
      <div className="space-y-2 text-sm" role="status">
        <p>{t("removed")}</p>
        {others > 0 && <EndSessionButton label={t("endOthers", { count: others })} onEnded={() => setOthers(0)} />}
      </div>
    );
  }
  return (
    <Button variant="secondary" busy={busy} onClick={() => void remove()} aria-label={`${t("remove")}: ${name}`}>
      {t("remove")}
    </Button>
  );
}
