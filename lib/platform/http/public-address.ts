// Which hosts the logo proxy may fetch from: the provider's own (its configured URLs) and the
// LOGO_HOSTS list (a CDN), never an address in a private, loopback, link-local or otherwise
// non-public range unless the host is the provider's configured one (the sandbox on 127.0.0.1).
import { BlockList, isIP } from "node:net";

export type LogoHosts = {
  /** host[:port] of every configured provider URL: fetched whatever they resolve to. */
  provider: ReadonlySet<string>;
  /** host[:port] from LOGO_HOSTS: fetched only from public addresses. */
  listed: ReadonlySet<string>;
};

export type HostKind = "provider" | "listed";

/** The policy from the configured provider URLs and the LOGO_HOSTS list. */
export function logoHosts(providerUrls: readonly string[], listed: readonly string[]): LogoHosts {
  return {
    provider: new Set(providerUrls.map((u) => new URL(u).host)),
    listed: new Set(listed.map((h) => h.trim().toLowerCase()).filter(Boolean)),
  };
}

/** How a logo URL's host is allowed, or null when it is not ours to fetch. */
export function hostKind(url: URL, hosts: LogoHosts): HostKind | null {
  if (hosts.provider.has(url.host)) return "provider";
  if (hosts.listed.has(url.host) || hosts.listed.has(url.hostname)) return "listed";
  return null;
}

const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) NON_PUBLIC.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], ["::1", 128], ["::", 96], ["100::", 64], ["2001::", 23], ["2001:db8::", 32], ["fc00::", 7],
  ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) NON_PUBLIC.addSubnet(net, prefix, "ipv6");

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIpv4(canonical: string): string | null {
  const hex = (a: string, b: string) => {
    const n = (parseInt(a, 16) << 16) | parseInt(b, 16);
    return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
  };
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical) ?? /^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped) return hex(mapped[1] as string, mapped[2] as string);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(canonical);
  return sixToFour ? hex(sixToFour[1] as string, sixToFour[2] as string) : null;
}

/** Whether an address is anything but a public unicast one; anything unreadable counts as not public. */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return NON_PUBLIC.check(address, "ipv4");
  if (version !== 6) return true;
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return true; // zone ids and other forms a URL cannot hold
  }
  const inner = embeddedIpv4(canonical);
  if (inner !== null && NON_PUBLIC.check(inner, "ipv4")) return true;
  return NON_PUBLIC.check(canonical, "ipv6");
}
