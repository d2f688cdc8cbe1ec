"use client";
// The pages' hook over followRows (home, history, the operation page). No React Query here: those
// pages load none.
import { useEffect, useRef } from "react";
import { liveDone, liveVersion } from "@/lib/rules/live";
import type { OperationView } from "@/lib/client/operation-filters";
import { followRows } from "./follow-rows";

/** A row as the page shows it; `receipt` (null until it came) only where the page shows one. */
export type LiveRow = Pick<OperationView, "id" | "status" | "updatedAt"> & { receipt?: unknown };

/**
 * Follows the rows that are still in flight; `onChange` gets each row as it changes. The stream
 * opens again (from the versions shown) when the rows in flight change.
 */
export function useLiveRows(rows: LiveRow[], onChange: (op: OperationView) => void, { single = false } = {}) {
  const ids = rows
    .filter((op) => !liveDone(op))
    .map((op) => `${op.id}.${liveVersion(op)}`)
    .join(",");
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => (ids ? followRows(ids, (op) => latest.current(op), { single }) : undefined), [ids, single]);
}
