import "server-only";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// JSON answers, compressed when the client accepts it. Next.js's own `compress` does not reach
// route handlers (its compression middleware sees their Content-Type as an array and filters them
// out), so route() does it here. Only JSON: PDFs, images and anything streamed pass untouched.

/** Below this, the framing costs about what compression saves (error answers, small reads). */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 5 of 11: most of brotli's gain at a small share of its top quality's CPU. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export type Encoding = "br" | "gzip";

/** The encoding to answer in from an Accept-Encoding header: br, then gzip, else none. */
export function encodingFor(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

const isJson = (response: Response) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get("content-type") ?? "");

/** The response, its JSON body compressed when the request accepts an encoding and it is worth it. */
export async function compressJson(request: Request, response: Response): Promise<Response> {
  if (!response.body || !isJson(response) || response.headers.has("content-encoding")) return response;
  response.headers.append("vary", "Accept-Encoding");
  const encoding = request.method === "HEAD" ? null : encodingFor(request.headers.get("accept-encoding"));
  if (!encoding) return response;
  const plain = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (plain.byteLength < COMPRESS_MIN_BYTES) return new Response(plain, init);
  const body = encoding === "br" ? await brotli(plain, BROTLI) : await gzipAsync(plain);
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), init);
}
