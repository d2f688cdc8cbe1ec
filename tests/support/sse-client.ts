// Reads a Server-Sent Events stream as a browser's EventSource would, for route tests: each event
// with its name, id and data, the comment lines (heartbeats) counted, and the end of the stream.
export type SseEvent = { event: string; id: string | null; data: string; at: number };

export type SseStream = {
  status: number;
  headers: Headers;
  /** The next event, or null when the stream ended or none came within `ms`. */
  next(ms?: number): Promise<SseEvent | null>;
  comments(): number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let comments = 0;
  let done = false;
  const wake = () => waiters.splice(0).forEach((w) => w());

  const ended = (async () => {
    if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
      await response.text().catch(() => undefined);
      return;
    }
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = { event: "message", id: null as string | null, data: [] as string[] };
          let comment = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comment = true;
            else if (line.startsWith("event: ")) fields.event = line.slice(7);
            else if (line.startsWith("id: ")) fields.id = line.slice(4);
            else if (line.startsWith("data: ")) fields.data.push(line.slice(6));
          }
          if (fields.data.length) queue.push({ event: fields.event, id: fields.id, data: fields.data.join("\n"), at: Date.now() });
          else if (comment) comments++;
          wake();
        }
      }
    } catch {
      // aborted by close(), or the connection broke
    } finally {
      done = true;
      wake();
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    async next(ms = 10_000) {
      const deadline = Date.now() + ms;
      while (queue.length === 0 && !done && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift() ?? null;
    },
    comments: () => comments,
    ended,
    close: () => abort.abort(),
  };
}

/** The operation an `operation` event carries. */
export const operationOf = (event: SseEvent | null) =>
  (JSON.parse(event?.data ?? "null") as { operation: { id: string; status: string; updatedAt: string; receipt?: unknown } } | null)?.operation;
