"use client";
// The pages' hooks over followStream: one operation (its page), or a list's rows (home, history).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { liveDone, liveVersion } from "@/lib/rules/live";
import { operationKeys, type OperationDetail, type OperationView } from "@/lib/client/queries/operations";
import { followStream } from "./follow-stream";

/**
 * Follows one operation into its query's cache. True while the stream is open: the page then has
 * no need to poll.
 */
export function useLiveOperation(id: string): boolean {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  useEffect(() => {
    const key = operationKeys.detail(id);
    return followStream<{ operation: OperationDetail }>({
      url: () => {
        const op = queryClient.getQueryData<OperationDetail>(key);
        if (op && liveDone(op)) return null;
        return `/api/operations/${encodeURIComponent(id)}/events${op ? `?since=${liveVersion(op)}` : ""}`;
      },
      onEvent: ({ operation }) => queryClient.setQueryData(key, operation),
      onState: setStreaming,
    });
  }, [id, queryClient]);
  return streaming;
}

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
