"use client";
// A page's hook over followStream (home, history, the operation page). No React Query here: those
// pages load none.
import { useEffect, useRef } from "react";
import { isNewer, liveDone, liveVersion } from "@/lib/rules/live";
import { apiFetch } from "@/lib/client/api";
import { watchDelayMs } from "@/lib/client/queries/watch";
import type { OperationView } from "@/lib/client/operation-filters";
import { followStream } from "./follow-stream";

/** A row as the page shows it; `receipt` (null until it came) only where the page shows one. */
export type LiveRow = Pick<OperationView, "id" | "status" | "updatedAt"> & { receipt?: unknown };

/** A list's rows follow one stream; one operation (`single`) follows its own, from the version shown. */
function streamPath(follow: string, single: boolean): string {
  if (!single) return `/api/operations/events?ids=${follow}`;
  const [id = "", version = ""] = follow.split(".");
  return `/api/operations/${encodeURIComponent(id)}/events?since=${version}`;
}

/**
 * Follows the rows that are still in flight; `onChange` gets each row as it changes. The stream
 * opens again (from the versions shown) when the rows in flight change; while it cannot be opened,
 * the rows are read instead.
 */
export function useLiveRows(rows: LiveRow[], onChange: (op: OperationView) => void, { single = false } = {}) {
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
    // the rows in flight are read one by one: after 1 s, then less and less often, at most every
    // 15 s; never while the page is hidden, and from the start when it comes back into view.
    let polling: ReturnType<typeof setTimeout> | null = null;
    let down = false;
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
        if (document.hidden) return; // read again when the page is shown (onVisible)
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
    const startPolling = () => {
      stopPolling();
      reads = 0;
      schedule(watchDelayMs(0));
    };
    const onVisible = () => {
      if (down && !document.hidden && last) startPolling();
    };
    document.addEventListener("visibilitychange", onVisible);
    const stopFollowing = followStream<{ operation: OperationView }>({
      url: () => (last ? streamPath(last, single) : null),
      onEvent: ({ operation }) => apply(operation),
      onState: (streaming) => {
        down = !streaming;
        if (streaming) stopPolling();
        else startPolling();
      },
    });
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      stopFollowing();
      stopPolling();
    };
  }, [ids, single]);
}
