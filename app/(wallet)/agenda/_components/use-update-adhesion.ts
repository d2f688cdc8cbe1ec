"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { Adhesion } from "@/lib/provider/types";
import { agendaKeys } from "@/lib/client/queries/agenda";

type Change = { alias?: string; isAdhered?: boolean };

/** PATCH one saved bill; both lists (active and all) are refetched after. */
export function useUpdateAdhesion(agendaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      apiFetch<{ adhesion: Adhesion }>(`/api/agenda/adhesions/${encodeURIComponent(agendaId)}`, { method: "PATCH", body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}

/** DELETE one saved account: it leaves "Mis cuentas" (the provider's reminder is paused). */
export function useDeleteAdhesion(agendaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>(`/api/agenda/adhesions/${encodeURIComponent(agendaId)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
