import "server-only";

/** The default limit: real callbacks are well under 2 KB; anything past this is not worth reading. */
export const MAX_CALLBACK_BYTES = 64 * 1024;

export type RawBody = { text: string; tooLarge: boolean };

/**
 * The body exactly as sent (the hash is checked on these bytes), read up to a limit so a huge or
 * endless body cannot tie the server up. Past the limit, reading stops and only the start is kept.
 */
export async function readRawBody(request: Request, limit = MAX_CALLBACK_BYTES): Promise<RawBody> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { text: "", tooLarge: true };
  }
  const reader = request.body?.getReader();
  if (!reader) return { text: "", tooLarge: false };

  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    chunks.push(value);
    if (size > limit) {
      await drainThenCancel(reader);
      return { text: decode(chunks).slice(0, limit), tooLarge: true };
    }
  }
  return { text: decode(chunks), tooLarge: false };
}

/** At most this much, for at most this long, is read and dropped past the limit before answering. */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 500;

/**
 * Past the limit, what the client already sent is read and dropped for a moment before the answer
 * goes out: a connection closed with unread bytes in it is reset, and the reset can reach the
 * client before the 413 does. A client that keeps sending gets its answer after LINGER_BYTES or
 * LINGER_MS, whichever comes first, and the connection closes then.
 */
async function drainThenCancel(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + LINGER_MS;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    while (dropped < LINGER_BYTES) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (!next || next.done) break;
      dropped += next.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drain.
  }
  await reader.cancel().catch(() => undefined);
}

function decode(chunks: Uint8Array[]): string {
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/** What is kept of a body nobody vouched for: enough to investigate, too little to fill the disk. */
export const truncate = (text: string, max = 2048) => (text.length > max ? `${text.slice(0, max)}…` : text);
