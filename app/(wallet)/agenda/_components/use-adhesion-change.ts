"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { apiFetch } from "@/lib/client/api";

type Change = { alias?: string; isAdhered?: boolean };

/**
 * Changes one saved account (a PATCH; null deletes it), then renders the page again on the server;
 * `after` runs with that render, so what it says or focuses meets the new card. `send` answers the
 * error, or null once done; busy until the page shows the change.
 */
export function useAdhesionChange(agendaId: string) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const [error, setError] = useState<unknown>(null);
  const send = (change: Change | null, after?: () => void) =>
    new Promise<unknown>((resolve) =>
      startTransition(async () => {
        setError(null);
        try {
          await apiFetch(`/api/agenda/adhesions/${encodeURIComponent(agendaId)}`, { method: change ? "PATCH" : "DELETE", body: change ?? undefined });
        } catch (failure) {
          startTransition(() => setError(failure));
          resolve(failure);
          return;
        }
        startTransition(() => {
          router.refresh();
          after?.();
        });
        resolve(null);
      }),
    );
  return { send, busy, error };
}
