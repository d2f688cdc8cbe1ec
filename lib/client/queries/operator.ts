// Query keys and options of the operator console; the lists page with an opaque cursor.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { OperatorCallbackView } from "@/lib/operator/callbacks";
import type { RefusalSummary } from "@/lib/payments/callbacks/refusals";
import type { CallbackSigning } from "@/lib/payments/callbacks/signing";
import type { OperatorOperationView } from "@/lib/operator/operations";
import type { DeadJobsView } from "@/lib/operator/jobs";
import { apiFetch } from "@/lib/client/api";
import type { FloatView } from "@/lib/payments/float/read";
import type { QueueComplaint } from "@/lib/complaints/operator";
import type { ComplaintActionInput } from "@/lib/complaints/input";
import type { ComplaintView } from "@/lib/complaints/view";
import type { AdhesionMismatchView } from "@/lib/operator/adhesions";

export type OperationsFilter = { status: string; flagged: boolean };

const PAGE = 20;

export const operatorKeys = {
  all: ["operator"] as const,
  wallet: () => [...operatorKeys.all, "wallet"] as const,
  operations: (filter: OperationsFilter) => [...operatorKeys.all, "operations", filter] as const,
  callbacks: () => [...operatorKeys.all, "callbacks"] as const,
  deadJobs: () => [...operatorKeys.all, "dead-jobs"] as const,
  complaints: (state: "open" | "closed") => [...operatorKeys.all, "complaints", state] as const,
  adhesions: () => [...operatorKeys.all, "adhesions"] as const,
};

function pageUrl(path: string, params: Record<string, string | undefined>, cursor: string | null) {
  const search = new URLSearchParams({ limit: String(PAGE) });
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (cursor) search.set("cursor", cursor);
  return `${path}?${search.toString()}`;
}

export const walletQuery = () =>
  queryOptions({
    queryKey: operatorKeys.wallet(),
    queryFn: ({ signal }) => apiFetch<{ wallets: FloatView[] }>("/api/operator/wallet", { signal }),
    select: (data) => data.wallets,
    staleTime: 0,
  });

export const operationsQuery = (filter: OperationsFilter) =>
  infiniteQueryOptions({
    queryKey: operatorKeys.operations(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<{ operations: OperatorOperationView[]; nextCursor: string | null }>(
        pageUrl("/api/operator/operations", { status: filter.status, flagged: filter.flagged ? "true" : undefined }, pageParam),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export const callbacksQuery = () =>
  infiniteQueryOptions({
    queryKey: operatorKeys.callbacks(),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<{ callbacks: OperatorCallbackView[]; nextCursor: string | null; refused: RefusalSummary[]; signing: CallbackSigning }>(pageUrl("/api/operator/callbacks", {}, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export const deadJobsQuery = () =>
  queryOptions({
    queryKey: operatorKeys.deadJobs(),
    queryFn: ({ signal }) => apiFetch<DeadJobsView>("/api/operator/jobs", { signal }),
    staleTime: 0,
  });

/** The complaint queue: the waiting ones soonest due first, or the latest answered. */
export const complaintQueueQuery = (state: "open" | "closed") =>
  queryOptions({
    queryKey: operatorKeys.complaints(state),
    queryFn: ({ signal }) => apiFetch<{ complaints: QueueComplaint[] }>(`/api/operator/complaints?state=${state}`, { signal }),
    select: (data) => data.complaints,
    staleTime: 0,
  });

export const actOnComplaint = async (id: string, input: ComplaintActionInput) =>
  (await apiFetch<{ complaint: ComplaintView }>(`/api/operator/complaints/${encodeURIComponent(id)}`, { method: "POST", body: input })).complaint;

/** Saved accounts whose automatic debit at the provider disagrees with Saldo's autopay. */
export const adhesionMismatchesQuery = () =>
  queryOptions({
    queryKey: operatorKeys.adhesions(),
    queryFn: ({ signal }) => apiFetch<{ mismatches: AdhesionMismatchView[] }>("/api/operator/adhesions", { signal }),
    select: (data) => data.mismatches,
    staleTime: 0,
  });
