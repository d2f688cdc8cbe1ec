"use client";
// A list's hook over followStream (home, history). No React Query here: the home page loads none.
import { useEffect, useRef } from "react";
import { liveDone, liveVersion } from "@/lib/rules/live";
import type { OperationView } from "@/lib/client/queries/operations";
import { followStream } from "./follow-stream";

/**
 * Follows a list's rows that are still in flight; `onChange` gets each row as it changes. The
 * stream opens again (from the versions shown) when the rows in flight change.
 */
export function useLiveRows(rows: Pick<OperationView, "id" | "status" | "updatedAt">[], onChange: (op: OperationView) => void) {
  const follow = rows.filter((op) => !liveDone(op)).map((op) => `${op.id}.${liveVersion(op)}`);
  const ids = follow.join(",");
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!ids) return;
    let last = ids;
    return followStream<{ operation: OperationView }>({
      url: () => (last ? `/api/operations/events?ids=${last}` : null),
      onEvent: ({ operation }) => {
        // Follow on from this version (a reconnect asks only for what is newer); a final row is done.
        last = last
          .split(",")
          .flatMap((item) => (item.startsWith(operation.id) ? (liveDone(operation) ? [] : [`${operation.id}.${liveVersion(operation)}`]) : [item]))
          .join(",");
        latest.current(operation);
      },
      onState: () => undefined,
    });
  }, [ids]);
}
