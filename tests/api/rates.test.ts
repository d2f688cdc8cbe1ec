import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedUpUser, providerRequests } from "../support/api-client";


let user: ApiClient;
beforeAll(async () => {
  user = await signedUpUser("rates");
});

describe("GET /api/rates", () => {
  it("answers 401 without a session", async () => {
    expect((await new ApiClient().get("/api/rates")).status).toBe(401);
  });

  it("lists every rate to USD with when it was set", async () => {
    const response = await user.get("/api/rates");
    expect(response.status).toBe(200);
    const currencies = new Set(response.body.rates.map((r: { localCurrency: string }) => r.localCurrency));
    expect([...currencies].sort()).toEqual(["ARS", "CLP", "COP", "MXN", "PEN"]);
    for (const rate of response.body.rates) {
      expect(rate).toMatchObject({ currency: "USD", exchangeRate: expect.any(Number) });
      expect(Number.isNaN(Date.parse(rate.updatedAt))).toBe(false);
    }
  });

  it("filters by country and company type", async () => {
    const response = await user.get("/api/rates?countryCode=ar&companyType=SERVICE");
    expect(response.status).toBe(200);
    expect(response.body.rates).toEqual([
      expect.objectContaining({ localCurrency: "ARS", countryCode: "AR", companyType: "SERVICE" }),
    ]);
  });

  it("refuses a bad country or company type, naming the field", async () => {
    const country = await user.get("/api/rates?countryCode=ARG");
    expect(country.status).toBe(400);
    expect(country.body.error.details).toHaveProperty("countryCode");
    const type = await user.get("/api/rates?companyType=BILLS");
    expect(type.status).toBe(400);
    expect(type.body.error.details).toHaveProperty("companyType");
  });

  it("asks the provider at most once for identical requests within a minute", async () => {
    await user.get("/api/notifications"); // never cached: refreshes the provider token first
    const before = await providerRequests();
    const first = await user.get("/api/rates?countryCode=MX&companyType=RECHARGE");
    const second = await user.get("/api/rates?countryCode=MX&companyType=RECHARGE");
    expect((await providerRequests()) - before).toBeLessThanOrEqual(1);
    expect(second.body).toEqual(first.body);
  });
});
