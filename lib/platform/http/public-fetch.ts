import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isNonPublicAddress, type HostKind } from "./public-address";

// One GET of a logo, with the address checked where the connection is made: a name is resolved
// once, every address it resolves to is checked, and the socket connects to a checked address
// (no second lookup a rebinding DNS server could answer differently).

export type Fetched = { status: number; contentType: string; body: Uint8Array<ArrayBuffer> | null };

export class LogoRefused extends Error {}

const notPublic = () => new LogoRefused("the logo host is not at a public address");

/** dns.lookup that fails unless every address of the name is public (Web Push uses it too). */
export const publicOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    const done = callback as (error: Error | null, address: string | LookupAddress[], family?: number) => void;
    if (error) return done(error, "");
    const first = addresses[0];
    if (!first || addresses.some((a) => isNonPublicAddress(a.address))) return done(notPublic(), "");
    if (options.all) done(null, addresses);
    else done(null, first.address, first.family);
  });
};

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(response.headers["content-length"] ?? "0") > maxBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  body.set(Buffer.concat(chunks, size));
  return body;
}

/**
 * GETs `url` without following redirects. A listed (non-provider) host must be public; its body is
 * read only for a 2xx image answer, up to `maxBytes` (null past it).
 */
export function fetchLogo(url: URL, kind: HostKind, options: { timeoutMs: number; maxBytes: number }): Promise<Fetched> {
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (kind === "listed" && isIP(literal) && isNonPublicAddress(literal)) return Promise.reject(notPublic());
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<Fetched>((resolve, reject) => {
    const request = send(
      url,
      {
        method: "GET",
        // No credentials of ours go with it: a logo host is not the provider's API.
        headers: { accept: "image/*" },
        lookup: kind === "listed" ? publicOnly : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
        if (status < 200 || status >= 300 || !contentType.startsWith("image/")) {
          response.resume();
          return resolve({ status, contentType, body: null });
        }
        readCapped(response, options.maxBytes).then((body) => resolve({ status, contentType, body }), reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}
