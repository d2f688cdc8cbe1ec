// The complaints of one operation, as its page reads them (served with the page, then after filing).
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { FileComplaintInput } from "@/lib/complaints/input";
import type { ComplaintView } from "@/lib/complaints/view";

export type { ComplaintView };

export const complaintKeys = {
  all: ["complaints"] as const,
  ofOperation: (operationId: string) => ["complaints", "operation", operationId] as const,
};

export const operationComplaintsQuery = (operationId: string) =>
  queryOptions({
    queryKey: complaintKeys.ofOperation(operationId),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ complaints: ComplaintView[] }>(`/api/operations/${encodeURIComponent(operationId)}/complaints`, { signal })).complaints,
    staleTime: 30_000,
  });

export const fileComplaint = async (operationId: string, input: FileComplaintInput) =>
  (await apiFetch<{ complaint: ComplaintView }>(`/api/operations/${encodeURIComponent(operationId)}/complaints`, { method: "POST", body: input })).complaint;
