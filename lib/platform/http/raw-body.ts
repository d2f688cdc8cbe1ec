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
      await reader.cancel().catch(() => undefined);
      return { text: decode(chunks).slice(0, limit), tooLarge: true };
    }
  }
  return { text: decode(chunks), tooLarge: false };
}

function decode(chunks: Uint8Array[]): string {
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/** What is kept of a body nobody vouched for: enough to investigate, too little to fill the disk. */
export const truncate = (text: string, max = 2048) => (text.length > max ? `${text.slice(0, max)}…` : text);
