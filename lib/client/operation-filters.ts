// The kinds and states of operations as the pages filter and show them. No TanStack Query here:
// server-rendered pages and small islands use these too.
import type { OperationReceiptDetail as OperationDetail } from "@/lib/payments/read";
import type { OperationView } from "@/lib/payments/view";

export type { OperationDetail, OperationView };
export type OperationKind = OperationView["kind"];
export type OperationStatus = OperationView["status"];

export const OPERATION_KINDS = ["bill", "topup", "giftcard"] as const satisfies readonly OperationKind[];
export const OPERATION_STATUSES = ["pending", "processing", "unknown", "confirmed", "failed"] as const satisfies readonly OperationStatus[];

/** The states a user filters by: not final yet, paid, or failed (the inner states are the system's). */
export const STATUS_FILTERS = ["in-progress", "confirmed", "failed"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type OperationFilters = { kind?: OperationKind; status?: StatusFilter };

export const isFinalStatus = (status: OperationStatus | undefined) => status === "confirmed" || status === "failed";

/** Parses a URL's search parameter into a known kind or status; anything else means "all". */
export const kindOf = (value: unknown): OperationKind | undefined =>
  OPERATION_KINDS.find((kind) => kind === value);
export const statusOf = (value: unknown): OperationStatus | undefined =>
  OPERATION_STATUSES.find((status) => status === value);
/** A URL's status filter; the inner states of older links count as "in progress". */
export const statusFilterOf = (value: unknown): StatusFilter | undefined =>
  value === "pending" || value === "processing" || value === "unknown" ? "in-progress" : STATUS_FILTERS.find((status) => status === value);
