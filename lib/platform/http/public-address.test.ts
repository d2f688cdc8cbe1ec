import { describe, expect, it } from "vitest";
import { hostKind, isNonPublicAddress, logoHosts } from "./public-address";

describe("the logo proxy's addresses", () => {
  it("counts loopback, private, link-local, shared, documentation and multicast IPv4 as not public", () => {
    for (const a of ["127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "192.0.2.1"]) {
      expect(isNonPublicAddress(a), a).toBe(true);
    }
  });

  it("counts public IPv4 as public", () => {
    for (const a of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "93.184.216.34"]) expect(isNonPublicAddress(a), a).toBe(false);
  });

  it("sees through IPv6 forms: loopback, unique-local, link-local, mapped, NAT64, 6to4, compatible", () => {
    for (const a of ["::1", "::", "fc00::1", "fd12:3456::1", "fe80::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::FFFF:10.0.0.1", "64:ff9b::a9fe:a9fe", "2002:c0a8:0101::1", "::127.0.0.1", "2001:db8::1", "0:0:0:0:0:ffff:192.168.0.1"]) {
      expect(isNonPublicAddress(a), a).toBe(true);
    }
    for (const a of ["2606:4700:4700::1111", "::ffff:8.8.8.8", "2a00:1450:4001::200e"]) expect(isNonPublicAddress(a), a).toBe(false);
  });

  it("counts anything that is not an address as not public", () => {
    for (const a of ["", "localhost", "fe80::1%eth0", "1.2.3", "::ffff:999.0.0.1"]) expect(isNonPublicAddress(a), a).toBe(true);
  });
});

describe("the logo proxy's hosts", () => {
  const hosts = logoHosts(["http://127.0.0.1:4010/auth", "https://api.provider.example/companies"], ["CDN.provider.example", "img.example:8443"]);

  it("fetches from the provider's configured hosts, port included", () => {
    expect(hostKind(new URL("http://127.0.0.1:4010/logos/a.svg"), hosts)).toBe("provider");
    expect(hostKind(new URL("https://api.provider.example/logos/a.svg"), hosts)).toBe("provider");
  });

  it("fetches from LOGO_HOSTS, by name or name:port", () => {
    expect(hostKind(new URL("https://cdn.provider.example/a.png"), hosts)).toBe("listed");
    expect(hostKind(new URL("https://img.example:8443/a.png"), hosts)).toBe("listed");
  });

  it("refuses every other host, and the provider's host on another port", () => {
    for (const u of ["http://127.0.0.1:5432/", "http://127.0.0.1/", "http://169.254.169.254/latest/meta-data", "https://evil.example/a.png", "http://localhost:4010/", "https://img.example/a.png", "http://[::1]:4010/"]) {
      expect(hostKind(new URL(u), hosts), u).toBeNull();
    }
  });
});
