import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, signedUpUser, providerRequests } from "../support/api-client";

// EDENOR (AR-S-0003) looks bills up by a 10-digit client number; its last digit picks the
// sandbox scenario (sandbox/README.md, test values).
const COMPANY = "AR-S-0003";

let user: ApiClient;
let modalityId: string;
const query = (clientNumber: string, extra: Record<string, unknown> = {}) => ({
  companyCode: COMPANY,
  modalityId,
  queryData: [{ identifierName: "clientNumber", identifierValue: clientNumber }],
  ...extra,
});

beforeAll(async () => {
  user = await signedUpUser("debts");
  const { body } = await user.get(`/api/companies/services/${COMPANY}`);
  const byAccount = body.company.modalities.find((m: { queryData: { identifierName: string }[] }) =>
    m.queryData.some((f) => f.identifierName === "clientNumber"),
  );
  modalityId = byAccount.modalityId;
});

describe("POST /api/bills/debts", () => {
  it("answers 401 without a session", async () => {
    const response = await new ApiClient().post("/api/bills/debts", query("1234567891"));
    expect(response.status).toBe(401);
  });

  it("refuses a cross-site request", async () => {
    const response = await user.post("/api/bills/debts", query("1234567891"), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("CROSS_SITE_REQUEST");
  });

  it("answers the customer and one closed, payable debt", async () => {
    const response = await user.post("/api/bills/debts", query("1234567891"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.query).toMatchObject({
      id: expect.any(String),
      companyCode: COMPANY,
      companyName: "EDENOR",
      customer: { id: expect.any(String), name: expect.any(String) },
    });
    expect(response.body.debts).toHaveLength(1);
    const [debt] = response.body.debts;
    expect(debt).toMatchObject({ amountType: "CLOSED", expired: false, payable: true, currency: expect.any(String) });
    expect(debt.amount).toBeGreaterThan(0);
    expect(debt.minAmount).toBe(debt.maxAmount);
    for (const key of ["debtId", "expirationDate", "surcharges", "exchange"]) expect(debt).toHaveProperty(key);
  });

  it("gives each debt its concept in readable words, said once", async () => {
    const response = await user.post("/api/bills/debts", query("1234567891"));
    expect(response.status).toBe(200);
    expect(response.body.debts[0].concept).toMatch(/^Factura \d{4}-\d{2}$/);
  });

  it("shows an open debt without an amount, payable within a range", async () => {
    const response = await user.post("/api/bills/debts", query("1234567892"));
    expect(response.status).toBe(200);
    const [debt] = response.body.debts;
    expect(debt).toMatchObject({ amountType: "OPEN", amount: null, payable: true });
    expect(debt.minAmount).toBeLessThan(debt.maxAmount);
  });

  it("marks an expired debt as not payable and shows surcharges", async () => {
    const response = await user.post("/api/bills/debts", query("1234567893"));
    expect(response.status).toBe(200);
    expect(response.body.debts).toHaveLength(3);
    const expired = response.body.debts.filter((d: { expired: boolean }) => d.expired);
    expect(expired).toHaveLength(1);
    expect(expired[0].payable).toBe(false);
    const withSurcharges = response.body.debts.find((d: { surcharges: unknown[] }) => d.surcharges.length > 0);
    expect(withSurcharges.surcharges[0]).toMatchObject({ amount: expect.any(Number) });
  });

  it("asks the provider every time: debts are never cached", async () => {
    await user.post("/api/bills/debts", query("1234567891")); // warm: token and company in place
    const before = await providerRequests();
    const first = await user.post("/api/bills/debts", query("1234567891"));
    const second = await user.post("/api/bills/debts", query("1234567891"));
    expect((await providerRequests()) - before).toBeGreaterThanOrEqual(2);
    expect(first.body.debts[0].debtId).not.toBe(second.body.debts[0].debtId);
  });

  it.each([
    ["1234567890", 404, "NOT_FOUND"],
    ["1234567897", 409, "CONFLICT"],
    ["1234567898", 410, "DEBT_EXPIRED"],
  ])("maps the provider's refusal of %s to %i %s", async (clientNumber, status, code) => {
    const response = await user.post("/api/bills/debts", query(clientNumber));
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    expect(response.body.error.message).toContain("EDENOR");
  });

  it("answers 502 with an actionable message when the biller fails, leaking nothing of the provider", async () => {
    const response = await user.post("/api/bills/debts", query("1234567896"));
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe("PROVIDER_UNAVAILABLE");
    expect(response.body.error.message).toMatch(/try again/i);
    expect(response.body.error).not.toHaveProperty("details");
    expect(JSON.stringify(response.body)).not.toMatch(/SDE05070|"tx"|mainTx|biller/i);
  });

  it("refuses bad identifiers per field without calling the provider", async () => {
    const before = await providerRequests();
    const short = await user.post("/api/bills/debts", query("12345"));
    expect(short.status).toBe(400);
    expect(short.body.error.details["queryData.clientNumber"]).toEqual([expect.stringContaining("10 characters")]);
    const letters = await user.post("/api/bills/debts", query("12345abcde"));
    expect(letters.body.error.details["queryData.clientNumber"]).toEqual([expect.stringContaining("digits")]);
    const missing = await user.post("/api/bills/debts", { ...query("1"), queryData: [{ identifierName: "other", identifierValue: "1" }] });
    expect(Object.keys(missing.body.error.details).sort()).toEqual(["queryData.clientNumber", "queryData.other"]);
    expect((await providerRequests()) - before).toBe(0);
  });

  it("refuses a modality the company does not offer, or one under maintenance", async () => {
    const unknown = await user.post("/api/bills/debts", query("1234567891", { modalityId: "not-a-modality" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toHaveProperty("modalityId");
    const maintenance = await user.post("/api/bills/debts", {
      companyCode: "AR-S-01477",
      modalityId: "967e9abb-a2b7-4680-b4d6-649e946dde96",
      queryData: [{ identifierName: "clientNumber", identifierValue: "1234567891" }],
    });
    expect(maintenance.status).toBe(400);
    expect(maintenance.body.error.details).toHaveProperty("modalityId");
  });

  it("answers 404 for an unknown company and 400 for a malformed body", async () => {
    const unknown = await user.post("/api/bills/debts", query("1234567891", { companyCode: "AR-S-9999" }));
    expect(unknown.status).toBe(404);
    const malformed = await user.post("/api/bills/debts", { companyCode: COMPANY, queryData: "1234567891" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toHaveProperty("modalityId");
    expect(malformed.body.error.details).toHaveProperty("queryData");
    const notJson = await user.post("/api/bills/debts", "{not json");
    expect(notJson.status).toBe(400);
  });
});
