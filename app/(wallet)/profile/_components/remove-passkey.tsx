"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import { askedConfirmation } from "@/components/confirm/asked-confirmation";
import { LazyConfirmDialog } from "@/components/confirm/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { EndSessionButton } from "./end-session-button";

/** Removes one passkey; then offers to sign out the other devices, as after a password change. */
export function RemovePasskey({ id, name }: { id: string; name: string }) {
  const t = useTranslations("profile.passkeys");
  const [busy, setBusy] = useState(false);
  const [others, setOthers] = useState<number | null>(null);

  // Removing a passkey is confirmed first: its dialog's id.
  const [asked, setAsked] = useState<string | null>(null);

  const remove = async (confirmation?: string) => {
    setBusy(true);
    try {
      const headers = confirmation ? { "saldo-confirmation": confirmation } : undefined;
      const { otherSessions } = await apiFetch<{ otherSessions: number }>(`/api/me/passkeys/${id}`, { method: "DELETE", headers });
      // The row stays, saying so, until the page is drawn again (an end of the other sessions does that).
      setOthers(otherSessions);
    } catch (error) {
      const confirmationId = askedConfirmation(error);
      if (!confirmationId) throw error;
      setAsked(confirmationId);
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
    <>
      <Button variant="secondary" busy={busy || asked !== null} onClick={() => void remove()} aria-label={`${t("remove")}: ${name}`}>
        {t("remove")}
      </Button>
      <LazyConfirmDialog
        id={asked}
        onConfirmed={(confirmed) => {
          setAsked(null);
          void remove(confirmed);
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
