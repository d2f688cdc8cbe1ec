"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OperatorOperationView } from "@/lib/operator/operations";
import { apiFetch } from "@/lib/client/api";
import { operatorKeys } from "@/lib/client/queries/operator";
import type { ResolveOperationInput } from "@/lib/operator/resolve-input";

type Answer = { operation: OperatorOperationView };
const base = (id: string) => `/api/operator/operations/${encodeURIComponent(id)}`;

/** "Recheck now" and "resolve" of one operation; the console's lists are read again after either. */
export function useOperationAction(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: operatorKeys.all });
  const recheck = useMutation({
    mutationFn: () => apiFetch<Answer>(`${base(id)}/recheck`, { method: "POST", body: {} }),
    onSuccess,
  });
  const resolve = useMutation({
    mutationFn: (input: ResolveOperationInput) => apiFetch<Answer>(`${base(id)}/resolve`, { method: "POST", body: input }),
    onSuccess,
  });
  return { recheck, resolve };
}
