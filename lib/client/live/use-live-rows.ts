"use client";
// A list's hook over followStream (home, history). No React Query here: the home page loads none.
import { useEffect, useRef } from "react";
import { isNewer, liveDone, liveVersion } from "@/lib/rules/live";
import { apiFetch } from "@/lib/client/api";
import { watchDelayMs } from "@/lib/client/queries/watch";
import type { OperationView } from "@/lib/client/queries/operations";
import { followStream } from "./follow-stream";

/**
 * Follows a list's rows that are still in flight; `onChange` gets each row as it changes. The
 * stream opens again (from the versions shown) when the rows in flight change; while it cannot be
 * opened, the rows are read instead.
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
    const apply = (operation: OperationView) => {
      // Follow on from this version (a reconnect asks only for what is newer); a final row is done.
      last = last
        .split(",")
        .flatMap((item) => (item.startsWith(operation.id) ? (liveDone(operation) ? [] : [`${operation.id}.${liveVersion(operation)}`]) : [item]))
        .join(",");
      latest.current(operation);
    };
    // While the stream cannot be opened (refused: the account holds as many as it may; or broken),
    // the rows in flight are read one by one, as the operation page reads its operation: after
    // 1 s, then less and less often, at most every 15 s.
    let polling: ReturnType<typeof setTimeout> | null = null;
    let reads = 0;
    const readRows = () =>
      Promise.all(last.split(",").filter(Boolean).map(async (item) => {
        const [id = "", version] = item.split(".");
        try {
          const { operation } = await apiFetch<{ operation: OperationView }>(`/api/operations/${encodeURIComponent(id)}`);
          if (isNewer(liveVersion(operation), version)) apply(operation);
        } catch {
          // the next read, or the stream once it is back, brings it
        }
      }));
    const schedule = (delay: number) => {
      const handle = setTimeout(() => {
        void readRows().then(() => {
          // Still this round of polling (the stream did not come back meanwhile) and rows still in flight.
          if (polling === handle && last) schedule(watchDelayMs(++reads));
        });
      }, delay);
      polling = handle;
    };
    const stopPolling = () => {
      if (polling !== null) clearTimeout(polling);
      polling = null;
    };
    const stopFollowing = followStream<{ operation: OperationView }>({
      url: () => (last ? `/api/operations/events?ids=${last}` : null),
      onEvent: ({ operation }) => apply(operation),
      onState: (streaming) => {
        stopPolling();
        if (streaming) return;
        reads = 0;
        schedule(watchDelayMs(0));
      },
    });
    return () => {
      stopFollowing();
      stopPolling();
    };
  }, [ids]);
}
