// Follows a page's rows in flight (home, history) or its one operation (the operation page): the
// live stream while it flows, the rows read one by one while it does not.
import { isNewer, liveDone, liveVersion } from "@/lib/rules/live";
import { apiFetch } from "@/lib/client/api";
import { watchDelayMs } from "@/lib/client/queries/watch";
import type { OperationView } from "@/lib/client/operation-filters";
import { followStream } from "./follow-stream";

/** A list's rows follow one stream; one operation (`single`) follows its own, from the version shown. */
function streamPath(follow: string, single: boolean): string {
  if (!single) return `/api/operations/events?ids=${follow}`;
  const [id = "", version = ""] = follow.split(".");
  return `/api/operations/${encodeURIComponent(id)}/events?since=${version}`;
}

/**
 * Follows `ids` (`<id>.<version>,…`, the rows still in flight as the page shows them); `onChange`
 * gets each row as it changes. While the stream cannot be opened (refused: the account holds as
 * many as it may; or broken), the rows are read one by one: after 1 s, then less and less often, at
 * most every 15 s; never while the page is hidden, and from the start when it comes back into view.
 * Returns the function that stops.
 */
export function followRows(ids: string, onChange: (op: OperationView) => void, { single = false } = {}): () => void {
  let last = ids;
  const apply = (operation: OperationView) => {
    // Follow on from this version (a reconnect asks only for what is newer); a final row is done.
    last = last
      .split(",")
      .flatMap((item) => (item.startsWith(operation.id) ? (liveDone(operation) ? [] : [`${operation.id}.${liveVersion(operation)}`]) : [item]))
      .join(",");
    onChange(operation);
  };
  let polling: ReturnType<typeof setTimeout> | null = null;
  let down = false;
  let reads = 0;
  const readRows = () =>
    Promise.all(
      last
        .split(",")
        .filter(Boolean)
        .map(async (item) => {
          const [id = "", version] = item.split(".");
          try {
            const { operation } = await apiFetch<{ operation: OperationView }>(`/api/operations/${encodeURIComponent(id)}`);
            if (isNewer(liveVersion(operation), version)) apply(operation);
          } catch {
            // the next read, or the stream once it is back, brings it
          }
        }),
    );
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
}
