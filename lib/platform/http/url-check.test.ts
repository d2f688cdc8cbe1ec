import { describe, expect, it } from "vitest";
import { urlProblem } from "./url-check.mjs";

const at = (pathAndQuery: string) => urlProblem(new URL(`http://saldo.test${pathAndQuery}`));

describe("urlProblem", () => {
  it("lets clean addresses through, accents and emoji included", () => {
    for (const p of ["/", "/api/companies/services/AR-S-0003", "/pay/caf%C3%A9?search=edenor&page=2", "/api/logos/%F0%9F%99%82", "/history?cursor=a%2Bb"]) {
      expect(at(p), p).toBeNull();
    }
  });

  it("refuses %-escapes that do not decode", () => {
    for (const p of ["/api/logos/%", "/api/operations/%E0%A4%A", "/api/companies/services/%zz", "/pay/%C0%80", "/operations/%ED%A0%80/x", "/a/%FF"]) {
      expect(at(p), p).toMatch(/malformed/);
    }
  });

  it("refuses control characters in a segment or in the query string", () => {
    for (const p of ["/api/operations/a%00b", "/pay/x%0A", "/history?cursor=%00", "/history?a%1Bb=1", "/history?x=%7F", "/history?x=%C2%85"]) {
      expect(at(p), p).not.toBeNull();
    }
  });
});
