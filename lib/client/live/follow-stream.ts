// Follows a live-status stream (Server-Sent Events) in the browser, and says whether it is
// flowing: while it is not, the page polls as it did before streams (its fallback). A broken stream
// is opened again after 1 s, 2 s, 4 s, … at most 30 s (lib/rules/live.ts), from the version the
// page has, so nothing is sent twice and nothing is missed.
import { reconnectDelayMs } from "@/lib/rules/live";

export type FollowOptions<T> = {
  /** Where to follow from now (with the versions the page has); null: nothing left to follow. */
  url(): string | null;
  onEvent(data: T): void;
  /** true while the stream is open; false while the page must poll. */
  onState(streaming: boolean): void;
};

/** Starts following; the returned function stops. */
export function followStream<T>({ url, onEvent, onState }: FollowOptions<T>): () => void {
  if (typeof EventSource === "undefined") {
    onState(false);
    return () => undefined;
  }
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const open = () => {
    const next = url();
    if (stopped || !next) return;
    const current = new EventSource(next);
    source = current;
    current.onopen = () => {
      failures = 0;
      onState(true);
    };
    current.addEventListener("operation", (event) => {
      try {
        onEvent(JSON.parse((event as MessageEvent<string>).data) as T);
      } catch {
        // a torn event: the next one, or the poll, brings the state
      }
    });
    // The server ends a stream at its longest life: open the next one at once.
    current.addEventListener("reconnect", () => {
      current.close();
      open();
    });
    current.onerror = () => {
      current.close();
      if (source !== current) return;
      source = null;
      // Ended because it is done (the page has the final state), or broken: then poll and retry.
      if (stopped || !url()) return;
      onState(false);
      timer = setTimeout(open, reconnectDelayMs(failures++));
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
