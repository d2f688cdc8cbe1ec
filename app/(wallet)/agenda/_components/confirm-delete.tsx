"use client";

import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { ActionError } from "./action-error";
import { useAnnounce } from "./agenda-list";
import { useAdhesionChange } from "./use-adhesion-change";

/** "Delete this account?": deletes it, or goes back to the card's actions. */
export function ConfirmDelete({ agendaId, name, onCancel }: { agendaId: string; name: string; onCancel: () => void }) {
  const t = useTranslations("agenda");
  const announce = useAnnounce();
  const remove = useAdhesionChange(agendaId);
  return (
    <div role="group" aria-label={t("delete")} className="mt-auto space-y-2 rounded-lg border border-red-300 p-3 dark:border-red-700">
      <p className="text-sm font-medium">{t("confirmDelete.question", { name })}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" busy={remove.busy} onClick={() => void remove.send(null, () => announce(t("announce.deleted", { name })))}>
          {t("confirmDelete.confirm")}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("confirmDelete.cancel")}
        </Button>
      </div>
      {remove.error ? <ActionError error={remove.error} /> : null}
    </div>
  );
}
