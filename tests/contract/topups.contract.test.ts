import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { type PaymentResult, type TopUpPaymentInput } from "@/lib/provider";
import { useSandbox, providerFailure as providerError, rawWithToken } from "../support/contract-fixture";

type SandboxOperation = { kind: string; operationId: string; externalPaymentId: string; currency: string };

const topUp = (over: Partial<TopUpPaymentInput> = {}): TopUpPaymentInput => ({
  companyCode: "AR-R-0001",
  productId: "1",
  amount: 1000,
  identifierName: "BA1",
  identifierValue: "1122334451",
  paymentMethod: "ACCOUNT",
  externalPaymentId: `tu-${randomUUID()}`,
  externalClientId: "client-topups",
  ...over,
});


describe("top-up payments", () => {
  const ctx = useSandbox();
  const rawPay = (body: Record<string, unknown>) => rawWithToken(ctx.sandbox.url, "POST", "/recharge/payment", body);

  const operations = async () =>
    (await ctx.sandbox.control<{ operations: SandboxOperation[] }>("/operations")).operations;


  it("confirms a top-up in the answer for a number ending in 1", async () => {
    const input = topUp();
    const result = await ctx.client.topUps.pay(input);
    expect(result).toMatchObject({
      kind: "topup",
      status: "confirmed",
      externalPaymentId: input.externalPaymentId,
      externalClientId: "client-topups",
      companyCode: "AR-R-0001",
      companyName: "MOVISTAR",
      amount: 1000,
      identifiers: [{ identifierName: "BA1", identifierValue: "1122334451" }],
    });
    expect(result.operationId).toMatch(/\S/);
  });

  it("fails a top-up for a number ending in 0 and says why", async () => {
    const result = await ctx.client.topUps.pay(topUp({ identifierValue: "1122334450" }));
    expect(result.status).toBe("failed");
    expect(result.statusDescription).toMatch(/\S/);
    const read = await ctx.client.operations.status({ kind: "topup", operationId: result.operationId });
    expect(read.status).toBe("failed");
  });

  it("answers processing for a number ending in 5, then confirms it by status read and callback", async () => {
    const input = topUp({ identifierValue: "1122334455" });
    const first = await ctx.client.topUps.pay(input);
    expect(first.status).toBe("processing");

    let read: PaymentResult = first;
    for (let i = 0; i < 100 && read.status === "processing"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      read = await ctx.client.operations.status({ kind: "topup", operationId: first.operationId });
    }
    expect(read.status).toBe("confirmed");
    expect(read.operationId).toBe(first.operationId);

    const [callback] = await ctx.listener.waitFor(
      1,
      (c) => (c.body as { externalPaymentId?: string } | null)?.externalPaymentId === input.externalPaymentId,
    );
    expect(callback?.path).toBe("/confirmPayment");
    expect(callback?.body).toMatchObject({
      operationId: first.operationId,
      status: "confirmed",
      type: "RECHARGE",
      companyCode: "AR-R-0001",
      amount: 1000,
    });
  });

  it("refuses a number ending in 9 with 429 RPA04680 and creates nothing", async () => {
    const input = topUp({ identifierValue: "1122334459" });
    const error = await providerError(ctx.client.topUps.pay(input));
    expect(error).toMatchObject({ status: 429, code: "RPA04680", outcomeUnknown: false });
    expect(await operations()).toEqual([]);
    expect(
      await ctx.client.operations.findByExternalPaymentId({ kind: "topup", externalPaymentId: input.externalPaymentId }),
    ).toBeNull();
  });

  it.each([
    ["OPEN at its minimum", topUp({ amount: 100 })],
    ["OPEN at its maximum", topUp({ amount: 5000 })],
    ["CLOSED at its price (Bait 20)", topUp({ companyCode: "MX-R-00028", identifierName: "phoneNumber", identifierValue: "5512345671", amount: 20 })],
    ["CLOSED at its price (test company 200)", topUp({ companyCode: "MX-R-90006", identifierName: "phoneNumber", identifierValue: "5512345671", amount: 200 })],
    ["FIXED at an allowed amount", topUp({ productId: "2", amount: 2000 })],
    ["an IMP number of 9 digits", topUp({ companyCode: "AR-R-0034", identifierName: "IDC", identifierValue: "112233441" })],
    ["an IMP number of 15 digits", topUp({ companyCode: "AR-R-0034", identifierName: "IDC", identifierValue: "112233445566771" })],
  ])("accepts %s", async (_, input) => {
    const result = await ctx.client.topUps.pay(input);
    expect(result).toMatchObject({ status: "confirmed", amount: input.amount, companyCode: input.companyCode });
  });

  it.each([
    ["below an OPEN minimum", topUp({ amount: 99.99 })],
    ["above an OPEN maximum", topUp({ amount: 5000.01 })],
    ["another amount on a CLOSED product (Bait)", topUp({ companyCode: "MX-R-00028", identifierName: "phoneNumber", identifierValue: "5512345671", amount: 30 })],
    ["another amount on a CLOSED product (test company)", topUp({ companyCode: "MX-R-90006", identifierName: "phoneNumber", identifierValue: "5512345671", amount: 199 })],
    ["an amount a FIXED product does not list", topUp({ productId: "2", amount: 1500 })],
  ])("refuses an amount %s with 400 RPA04041", async (_, input) => {
    expect(await providerError(ctx.client.topUps.pay(input))).toMatchObject({ status: 400, code: "RPA04041" });
    expect(await operations()).toEqual([]);
  });

  it.each([
    ["another company's identifier name", topUp({ identifierName: "phoneNumber" })],
    ["a number that is too short", topUp({ identifierValue: "112233441" })],
    ["a number that is too long", topUp({ identifierValue: "11223344551" })],
    ["letters in a NUM number", topUp({ identifierValue: "11223344a1" })],
    ["letters in an IMP number", topUp({ companyCode: "AR-R-0034", identifierName: "IDC", identifierValue: "1122abc441" })],
    ["an IMP number that is too short", topUp({ companyCode: "AR-R-0034", identifierName: "IDC", identifierValue: "11223341" })],
    ["an IMP number that is too long", topUp({ companyCode: "AR-R-0034", identifierName: "IDC", identifierValue: "1122334455667781" })],
  ])("refuses %s with 400 RPA04343", async (_, input) => {
    expect(await providerError(ctx.client.topUps.pay(input))).toMatchObject({ status: 400, code: "RPA04343" });
  });

  it("refuses an unknown product with 404 RPA04345", async () => {
    const error = await providerError(ctx.client.topUps.pay(topUp({ productId: "99" })));
    expect(error).toMatchObject({ status: 404, code: "RPA04345" });
  });

  it.each(["AR-R-0012", "AR-R-9999"])("refuses the inactive or unknown company %s with 404 XCX04325", async (code) => {
    const error = await providerError(ctx.client.topUps.pay(topUp({ companyCode: code, identifierName: "phoneNumber" })));
    expect(error).toMatchObject({ status: 404, code: "XCX04325" });
  });

  it("refuses a repeated externalPaymentId with 409 XPA04626 and keeps one operation", async () => {
    const input = topUp();
    const first = await ctx.client.topUps.pay(input);
    const error = await providerError(ctx.client.topUps.pay({ ...input, amount: 2000 }));
    expect(error).toMatchObject({ status: 409, code: "XPA04626" });
    const ops = (await operations()).filter((op) => op.externalPaymentId === input.externalPaymentId);
    expect(ops.map((op) => op.operationId)).toEqual([first.operationId]);
  });

  it("rejects a missing productId, a missing externalPaymentId or a non-numeric amount before sending", async () => {
    const before = await ctx.sandbox.control<{ requests: number }>("/stats");
    await expect(ctx.client.topUps.pay(topUp({ productId: "" }))).rejects.toBeInstanceOf(ZodError);
    await expect(ctx.client.topUps.pay(topUp({ externalPaymentId: "" }))).rejects.toBeInstanceOf(ZodError);
    const badAmount = { ...topUp(), amount: "1000" } as unknown as TopUpPaymentInput;
    await expect(ctx.client.topUps.pay(badAmount)).rejects.toBeInstanceOf(ZodError);
    expect((await ctx.sandbox.control<{ requests: number }>("/stats")).requests).toBe(before.requests);
  });

  it("answers 400 XPA04023 without productId and 400 RPA04022 for a bad amount or no externalPaymentId", async () => {
    const { productId: _productId, ...noProduct } = topUp();
    expect(await rawPay(noProduct)).toMatchObject({ status: 400, body: { code: "XPA04023" } });
    expect(await rawPay({ ...topUp(), amount: "1000" })).toMatchObject({ status: 400, body: { code: "RPA04022" } });
    const { externalPaymentId: _id, ...noExternalId } = topUp();
    expect(await rawPay(noExternalId)).toMatchObject({ status: 400, body: { code: "RPA04022" } });
    expect(await operations()).toEqual([]);
  });

  it("reads a top-up by operationId and by externalPaymentId, with its company and currency", async () => {
    const input = topUp({ companyCode: "MX-R-00028", identifierName: "phoneNumber", identifierValue: "5512345671", productId: "3", amount: 50 });
    const paid = await ctx.client.topUps.pay(input);
    const byId = await ctx.client.operations.status({ kind: "topup", operationId: paid.operationId });
    const byExternal = await ctx.client.operations.findByExternalPaymentId({
      kind: "topup",
      externalPaymentId: input.externalPaymentId,
    });
    for (const read of [byId, byExternal]) {
      expect(read).toMatchObject({
        operationId: paid.operationId,
        status: "confirmed",
        companyCode: "MX-R-00028",
        companyName: "Bait",
        amount: 50,
        externalPaymentId: input.externalPaymentId,
      });
    }
    const [op] = (await operations()).filter((o) => o.operationId === paid.operationId);
    expect(op).toMatchObject({ kind: "topup", currency: "MXN" });
    expect(
      await ctx.client.operations.findByExternalPaymentId({ kind: "topup", externalPaymentId: "never-sent" }),
    ).toBeNull();
  });

  it("lists MX packages with their package information", async () => {
    const company = await ctx.client.catalog.getCompany("MX-R-00028");
    if (company.kind !== "topup") throw new Error(`expected a top-up company, got ${company.kind}`);
    expect(company.identifier).toMatchObject({ identifierName: "phoneNumber", minLength: 10, maxLength: 10 });
    expect(company.products.map((p) => [p.productId, p.amountType, p.amount])).toEqual([
      ["1", "CLOSED", 20],
      ["2", "CLOSED", 30],
      ["3", "CLOSED", 50],
      ["4", "CLOSED", 100],
      ["5", "CLOSED", 200],
    ]);
    for (const product of company.products) {
      expect(product.packageInformation).toMatchObject({
        internet: expect.stringMatching(/\S/) as unknown,
        callMinutes: expect.stringMatching(/\S/) as unknown,
      });
    }
  });
});
