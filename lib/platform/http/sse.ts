import "server-only";
import { env } from "@/lib/platform/env";

// Server-Sent Events from a route handler. Heartbeats (comment lines) keep proxies from closing a
// quiet stream; a stream lives at most LIVE_STREAM_MAX_MS, then says "reconnect" and ends, so no
// connection is held for ever; it ends when the client goes away and when the server shuts down.

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: nothing between here and the browser may compress (and so hold back) events.
  "cache-control": "no-store, no-transform",
  "x-accel-buffering": "no",
} as const;

export type EventSink = {
  send(event: string, data: unknown, id?: string): void;
  close(): void;
};

/** What a stream runs: it may return a cleanup, run once when the stream ends for any reason. */
export type StreamBody = (sink: EventSink) => (() => void) | void | Promise<(() => void) | void>;

// Streams open in this process, ended by server.mjs on SIGTERM so shutdown is not held up.
const holder = globalThis as typeof globalThis & { __saldoEndStreams?: () => void; __saldoStreams?: Set<() => void> };
const open = (holder.__saldoStreams ??= new Set());
holder.__saldoEndStreams ??= () => [...open].forEach((end) => end());

/** How many streams this process holds open (for /api/health). */
export const openStreams = () => open.size;

const encoder = new TextEncoder();

/** An event stream; `onEnd` runs once when it ends for any reason, even when `body` fails. */
export function eventStream(signal: AbortSignal, body: StreamBody, onEnd?: () => void): Response {
  let end: () => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      let cleanup: (() => void) | void;
      const write = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(maxLife);
        signal.removeEventListener("abort", end);
        open.delete(end);
        onEnd?.();
        cleanup?.();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      const sink: EventSink = {
        send(event, data, id) {
          write(`event: ${event}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
        },
        close: () => end(),
      };
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), env.LIVE_HEARTBEAT_MS);
      const maxLife = setTimeout(() => {
        sink.send("reconnect", {});
        end();
      }, env.LIVE_STREAM_MAX_MS);
      signal.addEventListener("abort", end);
      open.add(end);
      if (signal.aborted) end();
      // Sent at once: the headers and a first line reach the browser before any event.
      write(": open\n\n");
      void Promise.resolve()
        .then(() => body(sink))
        .then((done) => {
          cleanup = done;
          if (ended) cleanup?.();
        })
        .catch(() => end());
    },
    cancel: () => end(),
  });
  return new Response(stream, { headers: SSE_HEADERS });
}
