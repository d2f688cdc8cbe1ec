// Which address a request comes from, for the per-address limits. Pure: the caller passes the
// connection's address (stamped by server.mjs), the X-Forwarded-For header and how many proxies
// in front of the app it trusts. Nothing a client writes is believed beyond those proxies.
import { isIPv4, isIPv6 } from "node:net";

/** What a request's address is when it cannot be known: one shared, fail-closed bucket. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * An address in one canonical spelling, or null when it is not an address. Accepts what proxies
 * write: a port after IPv4 (`1.2.3.4:5678`), brackets and a port around IPv6 (`[::1]:443`); drops
 * an IPv6 zone; writes IPv6 compressed and lower-case; an IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, what a dual-stack socket reports) becomes the IPv4 address it carries.
 */
export function normaliseAddress(raw: string): string | null {
  let value = raw.trim();
  if (value.length === 0 || value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1] ?? "";
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%[\w.-]*$/, "");
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  // The URL parser compresses IPv6 (RFC 5952) and writes an embedded IPv4 part in hex.
  const canonical = new URL(`http://[${value}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1] ?? "0", 16), parseInt(mapped[2] ?? "0", 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * The client's address. With no trusted proxy it is the connection's address, whatever
 * X-Forwarded-For says. With `trustedHops` proxies, X-Forwarded-For is read from the right, one
 * entry per trusted proxy (each appends the address it received the request from); entries
 * further left were written by the client and are ignored. With fewer entries than hops the
 * leftmost counts; an entry that is not an address stops the walk at the last trusted one, so
 * garbage never opens a new bucket.
 */
export function clientAddressOf(peer: string | null | undefined, forwardedFor: string | null | undefined, trustedHops: number): string {
  let address = peer ? normaliseAddress(peer) : null;
  if (!address) return UNKNOWN_ADDRESS;
  if (trustedHops <= 0 || !forwardedFor) return address;
  const entries = forwardedFor.split(",");
  for (let hop = 1; hop <= trustedHops && hop <= entries.length; hop++) {
    const entry = normaliseAddress(entries[entries.length - hop] ?? "");
    if (!entry) break;
    address = entry;
  }
  return address;
}

/**
 * The network a per-address limit counts: an IPv4 address itself, an IPv6 address's /64. One
 * subscriber commonly holds a whole /64 and could otherwise take a fresh address per request.
 */
export function limitedNetwork(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}
