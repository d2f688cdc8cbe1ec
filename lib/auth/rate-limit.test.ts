import { describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limit";

describe("clientAddress", () => {
  it("takes the first X-Forwarded-For entry, the one the proxy in front wrote for the client", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1", "x-real-ip": "10.0.0.2" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to one shared 'unknown' bucket", () => {
    expect(clientAddress(new Headers({ "x-real-ip": "2001:db8::1" }))).toBe("2001:db8::1");
    expect(clientAddress(new Headers({ "x-forwarded-for": " , " }))).toBe("unknown");
    expect(clientAddress(new Headers())).toBe("unknown");
  });

  it("bounds what a client can make the app store", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "a".repeat(5000) }))).toHaveLength(100);
  });
});
