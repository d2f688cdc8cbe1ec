import { describe, expect, it } from "vitest";
import { UNKNOWN_ADDRESS, clientAddressOf, limitedNetwork, normaliseAddress } from "./client-address";

describe("normaliseAddress", () => {
  it("keeps an IPv4 address and drops a port a proxy wrote after it", () => {
    expect(normaliseAddress(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(normaliseAddress("203.0.113.7:51234")).toBe("203.0.113.7");
  });

  it("writes IPv6 compressed and lower-case, without brackets, port or zone", () => {
    expect(normaliseAddress("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(normaliseAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80::1");
  });

  it("turns an IPv4-mapped IPv6 address into the IPv4 address it carries", () => {
    expect(normaliseAddress("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(normaliseAddress("::FFFF:7f00:3")).toBe("127.0.0.3");
    expect(normaliseAddress("[::ffff:203.0.113.7]:8080")).toBe("203.0.113.7");
  });

  it("refuses what is not an address", () => {
    for (const bad of ["", " ", "unknown", "1.2.3", "1.2.3.4.5", "256.1.1.1", "2001:db8::g", "<script>", "_hidden", "a".repeat(5000), "1.2.3.4:port"]) {
      expect(normaliseAddress(bad), bad).toBeNull();
    }
  });
});

describe("clientAddressOf", () => {
  const PROXY = "10.0.0.1";

  it("without a trusted proxy takes the connection's address and ignores X-Forwarded-For", () => {
    expect(clientAddressOf("198.51.100.20", "203.0.113.7", 0)).toBe("198.51.100.20");
    expect(clientAddressOf("::ffff:198.51.100.20", null, 0)).toBe("198.51.100.20");
    expect(clientAddressOf("2001:DB8::5", undefined, 0)).toBe("2001:db8::5");
  });

  it("behind one proxy takes the entry that proxy appended, not those the client wrote before it", () => {
    expect(clientAddressOf(PROXY, "203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddressOf(PROXY, "198.51.100.66, 192.0.2.1,203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("behind two proxies takes the second entry from the right", () => {
    expect(clientAddressOf(PROXY, "198.51.100.66, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  });

  it("with fewer entries than trusted hops takes the leftmost, and the connection's address when there are none", () => {
    expect(clientAddressOf(PROXY, "203.0.113.7", 3)).toBe("203.0.113.7");
    expect(clientAddressOf(PROXY, null, 1)).toBe(PROXY);
    expect(clientAddressOf(PROXY, "", 2)).toBe(PROXY);
  });

  it("stops at the last trusted hop when an entry is not an address, so garbage opens no new bucket", () => {
    expect(clientAddressOf(PROXY, "203.0.113.7, unknown", 1)).toBe(PROXY);
    expect(clientAddressOf(PROXY, "203.0.113.7, , 10.0.0.2", 3)).toBe("10.0.0.2");
    expect(clientAddressOf(PROXY, "garbage, 203.0.113.7", 2)).toBe("203.0.113.7");
    expect(clientAddressOf(PROXY, "x".repeat(10_000), 1)).toBe(PROXY);
  });

  it("normalises the entry it takes", () => {
    expect(clientAddressOf(PROXY, "[2001:DB8::1]:443", 1)).toBe("2001:db8::1");
    expect(clientAddressOf(PROXY, "::ffff:203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("answers one shared 'unknown' when the connection's address is missing or malformed", () => {
    expect(clientAddressOf(undefined, "203.0.113.7", 1)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddressOf("", "203.0.113.7", 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddressOf("not-an-ip", "203.0.113.7", 1)).toBe(UNKNOWN_ADDRESS);
  });
});

describe("limitedNetwork", () => {
  it("counts an IPv4 address on its own", () => {
    expect(limitedNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(limitedNetwork(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS);
  });

  it("counts IPv6 addresses by their /64, however they are written", () => {
    expect(limitedNetwork("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(limitedNetwork("2001:db8:1:2::ffff")).toBe("2001:db8:1:2::/64");
    expect(limitedNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitedNetwork("::1")).toBe("0:0:0:0::/64");
  });
});
