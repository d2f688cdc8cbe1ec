import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { type GiftCardPaymentInput } from "@/lib/provider";
import { useSandbox, providerFailure as providerError } from "../support/contract-fixture";

const PIN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

const giftCard = (over: Partial<GiftCardPaymentInput> = {}): GiftCardPaymentInput => ({
  companyCode: "AR-G-0001",
  productId: "1",
  amount: 5000,
  paymentMethod: "ACCOUNT",
  externalPaymentId: `gc-${randomUUID()}`,
  externalClientId: "client-gift-cards",
  ...over,
});


describe("gift-card purchases", () => {
  const ctx = useSandbox();

  const operationCount = async () =>
    (await ctx.sandbox.control<{ operations: unknown[] }>("/operations")).operations.length;

  it("confirms a purchase in the answer with a PIN, a different one each time", async () => {
    const input = giftCard();
    const first = await ctx.client.giftCards.pay(input);
    expect(first).toMatchObject({
      kind: "giftcard",
      status: "confirmed",
      externalPaymentId: input.externalPaymentId,
      externalClientId: "client-gift-cards",
      companyCode: "AR-G-0001",
      companyName: "Netflix",
      amount: 5000,
    });
    expect(first.activatePin).toMatch(PIN);

    const second = await ctx.client.giftCards.pay(giftCard());
    expect(second.activatePin).toMatch(PIN);
    expect(second.activatePin).not.toBe(first.activatePin);
    expect(second.operationId).not.toBe(first.operationId);
  });

  it("returns the same PIN on a status read of the subscriptions service", async () => {
    const input = giftCard();
    const paid = await ctx.client.giftCards.pay(input);
    const byId = await ctx.client.operations.status({ kind: "giftcard", operationId: paid.operationId });
    const byExternal = await ctx.client.operations.findByExternalPaymentId({
      kind: "giftcard",
      externalPaymentId: input.externalPaymentId,
    });
    for (const read of [byId, byExternal]) {
      expect(read).toMatchObject({ operationId: paid.operationId, status: "confirmed", activatePin: paid.activatePin });
    }
  });

  it("calls back /confirm-gift-card as a SUBSCRIPTION without the PIN", async () => {
    const input = giftCard();
    const paid = await ctx.client.giftCards.pay(input);
    const [callback] = await ctx.listener.waitFor(
      1,
      (c) => (c.body as { externalPaymentId?: string } | null)?.externalPaymentId === input.externalPaymentId,
    );
    expect(callback?.path).toBe("/confirm-gift-card");
    expect(callback?.body).toMatchObject({
      operationId: paid.operationId,
      externalClientId: "client-gift-cards",
      status: "confirmed",
      type: "SUBSCRIPTION",
      companyCode: "AR-G-0001",
      amount: 5000,
    });
    expect(callback?.body).not.toHaveProperty("activatePin");
    expect(paid.activatePin).toMatch(PIN);
    expect(callback?.raw).not.toContain(paid.activatePin ?? "no PIN to look for");
  });

  it("buys an allowed amount of a FIXED product and refuses another with 400 RPA04041", async () => {
    const ok = await ctx.client.giftCards.pay(giftCard({ companyCode: "AR-G-0003", amount: 2000 }));
    expect(ok).toMatchObject({ status: "confirmed", amount: 2000 });
    const error = await providerError(ctx.client.giftCards.pay(giftCard({ companyCode: "AR-G-0003", amount: 1500 })));
    expect(error).toMatchObject({ status: 400, code: "RPA04041" });
    expect(await operationCount()).toBe(1);
  });

  it("refuses another amount on a CLOSED card with 400 RPA04041", async () => {
    const error = await providerError(ctx.client.giftCards.pay(giftCard({ amount: 4999 })));
    expect(error).toMatchObject({ status: 400, code: "RPA04041" });
  });

  it("refuses the inactive brand AR-G-0007 with 404 XCX04325", async () => {
    const error = await providerError(ctx.client.giftCards.pay(giftCard({ companyCode: "AR-G-0007", amount: 6000 })));
    expect(error).toMatchObject({ status: 404, code: "XCX04325" });
    expect(await operationCount()).toBe(0);
  });

  it("refuses an unknown product with 404 RPA04345", async () => {
    const error = await providerError(ctx.client.giftCards.pay(giftCard({ productId: "9" })));
    expect(error).toMatchObject({ status: 404, code: "RPA04345" });
  });

  it("refuses a repeated externalPaymentId with 409 XPA04626 and keeps the first card", async () => {
    const input = giftCard();
    const first = await ctx.client.giftCards.pay(input);
    const error = await providerError(ctx.client.giftCards.pay(input));
    expect(error).toMatchObject({ status: 409, code: "XPA04626" });
    const read = await ctx.client.operations.findByExternalPaymentId({
      kind: "giftcard",
      externalPaymentId: input.externalPaymentId,
    });
    expect(read).toMatchObject({ operationId: first.operationId, activatePin: first.activatePin });
    expect(await operationCount()).toBe(1);
  });

  it("refuses to read a gift-card operation on the bill service with 400 XOP04000", async () => {
    const input = giftCard();
    const paid = await ctx.client.giftCards.pay(input);
    const byId = await providerError(ctx.client.operations.status({ kind: "bill", operationId: paid.operationId }));
    expect(byId).toMatchObject({ status: 400, code: "XOP04000" });
    const byExternal = await providerError(
      ctx.client.operations.findByExternalPaymentId({ kind: "topup", externalPaymentId: input.externalPaymentId }),
    );
    expect(byExternal).toMatchObject({ status: 400, code: "XOP04000" });
  });

  it("rejects a purchase without productId before sending it", async () => {
    await expect(ctx.client.giftCards.pay(giftCard({ productId: "" }))).rejects.toBeInstanceOf(ZodError);
    expect(await operationCount()).toBe(0);
  });
});
