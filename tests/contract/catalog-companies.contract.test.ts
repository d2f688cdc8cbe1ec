import { describe, expect, it } from "vitest";
import { type CompanyDetail } from "@/lib/provider";
import { useSandbox, providerFailure as failure } from "../support/contract-fixture";

const EDENOR_MODALITY = "64efa683-7502-42a8-afcc-d9f8e2b6eab3";


function service(detail: CompanyDetail) {
  if (detail.kind !== "service") throw new Error(`expected a bill company, got ${detail.kind}`);
  return detail;
}

function topUp(detail: CompanyDetail) {
  if (detail.kind !== "topup") throw new Error(`expected a top-up company, got ${detail.kind}`);
  return detail;
}

describe("catalogue companies", () => {
  const ctx = useSandbox();

  it("describes a bill company with its modalities, query fields and document types", async () => {
    const edenor = service(await ctx.client.catalog.getCompany("AR-S-0003"));
    expect(edenor).toMatchObject({ companyCode: "AR-S-0003", companyName: "EDENOR", active: true });
    expect(edenor.tx).toEqual(expect.stringMatching(/\S/));
    expect(edenor.mainTx).toEqual(expect.stringMatching(/\S/));
    expect(edenor.tags).toEqual(["SERVICIO DE LUZ"]);

    const [input, barcode] = edenor.modalities;
    expect(input).toMatchObject({ modalityId: EDENOR_MODALITY, isSchedulable: true, available: true });
    expect(input?.queryData).toEqual([
      expect.objectContaining({ identifierName: "clientNumber", dataType: "NUM", minLength: 10, maxLength: 10, options: null }),
    ]);
    expect(barcode).toMatchObject({ isSchedulable: false, available: true });
    expect(barcode?.queryData[0]).toMatchObject({ dataType: "CBA", minLength: 30, maxLength: 60 });

    expect(edenor.documentTypes.length).toBeGreaterThan(0);
    expect(edenor.documentTypes.map((d) => d.code)).toContain("DNI");
    expect(edenor.additionalFields).toEqual([]);
  });

  it("gives a combo box's options in order, before the typed field", async () => {
    const arca = service(await ctx.client.catalog.getCompany("AR-S-0040"));
    const [combo, number] = arca.modalities[0]?.queryData ?? [];
    expect(combo).toMatchObject({ identifierName: "documentType", component: "COMBO_BOX_ESTATICO", position: 0 });
    expect(combo?.options?.map((o) => o.value)).toEqual(["DNI", "CUIT", "CUIL"]);
    expect(combo?.options?.every((o) => o.label.length > 0)).toBe(true);
    expect(number).toMatchObject({ identifierName: "documentNumber", dataType: "NUM", minLength: 7, maxLength: 11, options: null });
  });

  it("marks a modality in maintenance as not available", async () => {
    const telmex = service(await ctx.client.catalog.getCompany("MX-S-00008"));
    expect(telmex.modalities.map((m) => m.available)).toEqual([true, false]);
    expect(telmex.modalities[1]?.status).toBe("maintenance");
    expect(telmex.modalities[0]?.queryData[0]).toMatchObject({ identifierName: "reference", dataType: "NUM", minLength: 10, maxLength: 10 });
  });

  it("describes a top-up company with its identifier and OPEN and FIXED products", async () => {
    const movistar = topUp(await ctx.client.catalog.getCompany("AR-R-0001"));
    expect(movistar).toMatchObject({ companyCode: "AR-R-0001", companyName: "MOVISTAR", active: true });
    expect(movistar.tx).toEqual(expect.stringMatching(/\S/));
    expect(movistar.identifier).toMatchObject({ identifierName: "BA1", dataType: "NUM", minLength: 10, maxLength: 10 });
    const [open, fixed] = movistar.products;
    expect(open).toMatchObject({ productId: "1", amountType: "OPEN", minAmount: 100, maxAmount: 5000 });
    expect(fixed).toMatchObject({ productId: "2", amountType: "FIXED", allowedAmounts: [500, 1000, 2000, 5000] });

    const personal = topUp(await ctx.client.catalog.getCompany("AR-R-0034"));
    expect(personal.identifier).toMatchObject({ identifierName: "IDC", dataType: "IMP", minLength: 9, maxLength: 15 });
  });

  it("describes CLOSED packages with their package information", async () => {
    const bait = topUp(await ctx.client.catalog.getCompany("MX-R-00028"));
    expect(bait.identifier).toMatchObject({ identifierName: "phoneNumber", dataType: "NUM", minLength: 10, maxLength: 10 });
    expect(bait.products.map((p) => [p.productId, p.amountType, p.amount])).toEqual([
      ["1", "CLOSED", 20],
      ["2", "CLOSED", 30],
      ["3", "CLOSED", 50],
      ["4", "CLOSED", 100],
      ["5", "CLOSED", 200],
    ]);
    for (const p of bait.products) {
      expect(p.minAmount).toBe(p.amount);
      expect(p.maxAmount).toBe(p.amount);
      expect(p.packageInformation).toEqual(expect.objectContaining({ internet: expect.stringMatching(/\S/) }));
    }
    const test = topUp(await ctx.client.catalog.getCompany("MX-R-90006"));
    expect(test.products).toEqual([expect.objectContaining({ productId: "1", amountType: "CLOSED", amount: 200 })]);
  });

  it("answers 404 XCX04325 for an unknown, inactive or wrongly cased company code", async () => {
    for (const code of ["AR-S-9999", "AR-S-0005", "AR-S-0048", "AR-R-0012", "ar-s-0003"]) {
      const error = await failure(ctx.client.catalog.getCompany(code));
      expect({ code, status: error.status, error: error.code }).toEqual({ code, status: 404, error: "XCX04325" });
      expect(error.tx).toEqual(expect.stringMatching(/\S/));
    }
  });

  it("describes a gift-card brand with its CLOSED or FIXED products", async () => {
    const netflix = await ctx.client.catalog.getGiftCard("AR-G-0001");
    expect(netflix).toMatchObject({ companyCode: "AR-G-0001", companyName: "Netflix", active: true });
    expect(netflix.tx).toEqual(expect.stringMatching(/\S/));
    expect(netflix.products[0]).toMatchObject({ productId: "1", amountType: "CLOSED", amount: 5000 });

    const google = await ctx.client.catalog.getGiftCard("AR-G-0003");
    expect(google.products[0]).toMatchObject({ productId: "1", amountType: "FIXED", allowedAmounts: [1000, 2000, 5000, 10000] });
  });

  it("answers 404 XCX04325 for an inactive or unknown gift-card brand", async () => {
    for (const code of ["AR-G-0007", "AR-G-9999"]) {
      const error = await failure(ctx.client.catalog.getGiftCard(code));
      expect({ code, status: error.status, error: error.code }).toEqual({ code, status: 404, error: "XCX04325" });
    }
  });
});
