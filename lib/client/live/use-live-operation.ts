"use client";
// The operation page's hook over followStream: its operation, into React Query's cache.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { liveDone, liveVersion } from "@/lib/rules/live";
import { operationKeys, type OperationDetail } from "@/lib/client/queries/operations";
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
