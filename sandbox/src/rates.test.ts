import { describe, expect, it } from "vitest";
import { exchangeRates, rateStep } from "./rates";

const at = (iso: string) => Date.parse(iso);

describe("exchange rates", () => {
  it("moves every 5 minutes during market hours", () => {
    const a = exchangeRates(at("2026-11-18T15:00:00Z"), "AR", "SERVICE")[0]!;
    const same = exchangeRates(at("2026-11-18T15:04:59Z"), "AR", "SERVICE")[0]!;
    const next = exchangeRates(at("2026-11-18T15:05:00Z"), "AR", "SERVICE")[0]!;
    expect(same.exchangeRate).toBe(a.exchangeRate);
    expect(next.exchangeRate).not.toBe(a.exchangeRate);
    expect(next.updatedAt).toBe("2026-11-18T15:05:00.000Z");
  });

  it("holds the last market rate overnight and over the weekend", () => {
    const fridayClose = rateStep(at("2026-11-20T19:57:00Z"));
    expect(new Date(fridayClose).toISOString()).toBe("2026-11-20T19:55:00.000Z");
    expect(rateStep(at("2026-11-21T12:00:00Z"))).toBe(fridayClose);
    expect(rateStep(at("2026-11-23T09:00:00Z"))).toBe(fridayClose);
    expect(new Date(rateStep(at("2026-11-24T10:00:00Z"))).toISOString()).toBe("2026-11-23T19:55:00.000Z");
  });

  it("filters by country and vertical", () => {
    const all = exchangeRates(at("2026-11-18T15:00:00Z"));
    expect(new Set(all.map((e) => e.localCurrency))).toEqual(new Set(["ARS", "MXN", "CLP", "COP", "PEN"]));
    expect(all).toHaveLength(15);
    const mx = exchangeRates(at("2026-11-18T15:00:00Z"), "MX", "RECHARGE");
    expect(mx).toHaveLength(1);
    expect(mx[0]).toMatchObject({ localCurrency: "MXN", currency: "USD", countryCode: "MX", companyType: "RECHARGE" });
  });
});
