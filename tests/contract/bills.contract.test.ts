// POST {services_url}/debts: every EDENOR test value and the refusals of bad queries.
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { clientNumber, EDENOR, expectProviderError, newId, queryDebts, requestCount } from "../support/contract-bill-helpers";
import { useSandbox } from "../support/contract-fixture";

describe("POST /services/debts", () => {
  const ctx = useSandbox();

  describe("EDENOR test values", () => {

    it("answers 404 SDE04342 when the customer owes nothing (value 0)", async () => {
      await expectProviderError(queryDebts(ctx.client, clientNumber(0)), 404, "SDE04342");
    });

    it("returns one CLOSED debt with customer data and its USD equivalent (value 1)", async () => {
      const result = await queryDebts(ctx.client, clientNumber(1));
      expect(result.operationId).toBeTruthy();
      expect(result.companyCode).toBe(EDENOR);
      expect(result.companyName).toBe("EDENOR");
      expect(result.customerId).toBe(clientNumber(1));
      expect(result.customerName).toMatch(/\S+ \S+/);
      expect(result.customerAddress).toMatch(/\d+$/);
      expect(result.debts).toHaveLength(1);
      const [debt] = result.debts;
      expect(debt?.amountType).toBe("CLOSED");
      expect(debt?.currency).toBe("ARS");
      expect(debt?.amount).toBeGreaterThan(0);
      expect(debt?.minAmount).toBe(debt?.amount);
      expect(debt?.maxAmount).toBe(debt?.amount);
      expect(debt?.expired).toBe(false);
      expect(debt?.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(debt?.surcharges).toEqual([]);
      expect(debt?.details.length).toBeGreaterThan(0);
      expect(debt?.exchange?.currency).toBe("USD");
      expect(debt?.exchange?.exchangeRate).toBeGreaterThan(1);
      const usd = (debt?.amount ?? 0) / (debt?.exchange?.exchangeRate ?? 1);
      expect(debt?.exchange?.amount).toBeCloseTo(usd, 1);
    });

    it("returns one OPEN debt without an amount and a min below the max (value 2)", async () => {
      const { debts } = await queryDebts(ctx.client, clientNumber(2));
      expect(debts).toHaveLength(1);
      const [debt] = debts;
      expect(debt?.amountType).toBe("OPEN");
      expect(debt?.amount).toBeNull();
      expect(debt?.minAmount).toBeGreaterThan(0);
      expect(debt?.minAmount).toBeLessThan(debt?.maxAmount ?? 0);
      expect(debt?.expired).toBe(false);
    });

    it("returns three debts: one expired, one with a surcharge schedule, one plain (value 3)", async () => {
      const { debts } = await queryDebts(ctx.client, clientNumber(3));
      expect(debts).toHaveLength(3);
      expect(new Set(debts.map((d) => d.debtId)).size).toBe(3);
      const expired = debts.filter((d) => d.expired);
      expect(expired).toHaveLength(1);
      expect(String(expired[0]?.expirationDate) < new Date().toISOString().slice(0, 10)).toBe(true);
      const surcharged = debts.filter((d) => d.surcharges.length > 0);
      expect(surcharged).toHaveLength(1);
      const [withSchedule] = surcharged;
      expect(withSchedule?.expired).toBe(false);
      for (const step of withSchedule?.surcharges ?? []) {
        expect(step.amount).toBeGreaterThan(withSchedule?.amount ?? Infinity);
        expect(String(step.expirationDate) > String(withSchedule?.expirationDate)).toBe(true);
      }
      const plain = debts.filter((d) => !d.expired && d.surcharges.length === 0);
      expect(plain).toHaveLength(1);
      for (const d of debts) expect(d.amountType).toBe("CLOSED");
    });

    it.each([4, 5])("returns one CLOSED debt for value %i", async (digit) => {
      const { debts } = await queryDebts(ctx.client, clientNumber(digit));
      expect(debts).toHaveLength(1);
      expect(debts[0]).toMatchObject({ amountType: "CLOSED", expired: false });
      expect(debts[0]?.amount).toBe(debts[0]?.maxAmount);
    });

    it("retries the biller's 500 SDE05070 a bounded number of times, then gives up (value 6)", async () => {
      await ctx.client.auth.login();
      const before = await requestCount(ctx.sandbox.control);
      const error = await expectProviderError(queryDebts(ctx.client, clientNumber(6)), 500, "SDE05070");
      expect(error.transient).toBe(true);
      expect(error.outcomeUnknown).toBe(false);
      expect((await requestCount(ctx.sandbox.control)) - before).toBe(3);
    });

    it("answers 409 SDE44389 for a bill already paid (value 7)", async () => {
      await expectProviderError(queryDebts(ctx.client, clientNumber(7)), 409, "SDE44389");
    });

    it("answers 410 SDE04646 for an expired bill (value 8)", async () => {
      await expectProviderError(queryDebts(ctx.client, clientNumber(8)), 410, "SDE04646");
    });

    it("does not retry a 4xx answer", async () => {
      await ctx.client.auth.login();
      const before = await requestCount(ctx.sandbox.control);
      await expectProviderError(queryDebts(ctx.client, clientNumber(7)), 409, "SDE44389");
      expect((await requestCount(ctx.sandbox.control)) - before).toBe(1);
    });
  });

  describe("debt query refusals", () => {

    it.each([
      ["9 digits", "204578361"],
      ["11 digits", "20457836111"],
      ["letters", "20457836ab"],
    ])("refuses an identifier with %s with 400 SDE04343", async (_label, value) => {
      await expectProviderError(queryDebts(ctx.client, value), 400, "SDE04343");
    });

    it("refuses a query without the modality's identifier with 400 SDE04022", async () => {
      const call = queryDebts(ctx.client, clientNumber(1), { identifierName: "accountNumber" });
      await expectProviderError(call, 400, "SDE04022");
    });

    it("rejects an empty identifier in the client before sending anything", async () => {
      await ctx.client.auth.login();
      const before = await requestCount(ctx.sandbox.control);
      await expect(queryDebts(ctx.client, "")).rejects.toBeInstanceOf(ZodError);
      expect(await requestCount(ctx.sandbox.control)).toBe(before);
    });

    it.each(["AR-S-9999", "AR-S-0005"])("answers 404 XCX04325 for unknown or inactive company %s", async (code) => {
      const call = queryDebts(ctx.client, clientNumber(1), { companyCode: code });
      await expectProviderError(call, 404, "XCX04325");
    });

    it("refuses a modality in maintenance (TELMEX barcode) with 400 SDE04022", async () => {
      const telmex = await ctx.client.catalog.getCompany("MX-S-00008");
      if (telmex.kind !== "service") throw new Error("TELMEX is a bill company");
      const barcode = telmex.modalities.find((m) => m.modalityType === "barcode");
      expect(barcode).toMatchObject({ status: "maintenance", available: false });
      const field = barcode?.queryData[0];
      const value = "1".repeat(field?.minLength ?? 20);
      const call = queryDebts(ctx.client, value, {
        companyCode: "MX-S-00008",
        modalityId: barcode?.modalityId ?? "",
        identifierName: field?.identifierName ?? "barcode",
      });
      await expectProviderError(call, 400, "SDE04022");
    });

    describe("combo box (ARCA)", () => {
      async function arca() {
        const company = await ctx.client.catalog.getCompany("AR-S-0040");
        if (company.kind !== "service") throw new Error("ARCA is a bill company");
        const modality = company.modalities[0];
        if (!modality) throw new Error("ARCA has no modality");
        return modality;
      }
      const query = (modalityId: string, documentType: string | null, documentNumber: string) =>
        ctx.client.bills.queryDebts({
          companyCode: "AR-S-0040",
          modalityId,
          queryData: [
            ...(documentType === null ? [] : [{ identifierName: "documentType", identifierValue: documentType }]),
            { identifierName: "documentNumber", identifierValue: documentNumber },
          ],
          externalRequestId: newId("req"),
          externalClientId: "user-1",
        });

      it("answers debts for a listed option and a typed number whose last digit picks the scenario", async () => {
        const modality = await arca();
        const combo = modality.queryData.find((f) => f.identifierName === "documentType");
        expect(combo?.options?.map((o) => o.value)).toEqual(["DNI", "CUIT", "CUIL"]);
        const result = await query(modality.modalityId, "DNI", "30111222");
        expect(result.debts).toHaveLength(1);
        await expectProviderError(query(modality.modalityId, "DNI", "30111220"), 404, "SDE04342");
      });

      it.each(["PASAPORTE", "dni", "toString", "constructor"])(
        "refuses option %s, which is not in the list, with 400 SDE04343",
        async (option) => {
          const modality = await arca();
          await expectProviderError(query(modality.modalityId, option, "30111222"), 400, "SDE04343");
        },
      );

      it("refuses a query without the combo box value with 400 SDE04022", async () => {
        const modality = await arca();
        await expectProviderError(query(modality.modalityId, null, "30111222"), 400, "SDE04022");
      });
    });
  });
});
