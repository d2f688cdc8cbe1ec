// The ids a client traces with (docs/provider/api-spec.md §2, §4.3): a debt query must carry the
// client's externalRequestId and externalClientId, every answer carries tx and mainTx, and paying a
// queried debt continues the query's transaction (its mainTx), status reads included.
import { describe, expect, it } from "vitest";
import { clientNumber, EDENOR, EDENOR_MODALITY, newId } from "../support/contract-bill-helpers";
import { rawWithToken, useSandbox } from "../support/contract-fixture";

type Step = { method: string; path: string; tx: string; mainTx: string };

describe("tracing ids at the provider", () => {
  const ctx = useSandbox();
  const query = (extra: Record<string, unknown>) => ({
    companyCode: EDENOR, modalityId: EDENOR_MODALITY, queryData: [{ identifierName: "clientNumber", identifierValue: clientNumber(1) }], ...extra,
  });

  it.each([
    ["externalRequestId", { externalClientId: "user-1" }],
    ["externalClientId", { externalRequestId: "req-1" }],
  ])("refuses a debt query without %s (400 SDE04022)", async (_missing, ids) => {
    const answer = await rawWithToken(ctx.sandbox.url, "POST", "/services/debts", query(ids));
    expect(answer).toMatchObject({ status: 400, body: { code: "SDE04022" } });
  });

  it("answers a debt, its payment and its status reads in one transaction, each step with its own tx", async () => {
    const externalRequestId = newId("req");
    const result = await ctx.client.bills.queryDebts({ ...query({}), externalRequestId, externalClientId: "user-1" });
    const debt = result.debts[0]!;
    const externalPaymentId = newId("pay");
    const paid = await ctx.client.bills.pay({ debtId: debt.debtId, amount: debt.maxAmount, paymentMethod: "ACCOUNT", externalPaymentId });
    const read = await ctx.client.operations.findByExternalPaymentId({ kind: "bill", externalPaymentId });

    expect(result.mainTx).toBeTruthy();
    expect([paid.mainTx, read?.mainTx]).toEqual([result.mainTx, result.mainTx]);
    expect(new Set([result.tx, paid.tx, read?.tx]).size).toBe(3);

    const steps = async (reference: string) => (await ctx.sandbox.control<{ steps: Step[] }>(`/steps?reference=${reference}`)).steps;
    expect(await steps(externalRequestId)).toEqual([expect.objectContaining({ path: "/services/debts", tx: result.tx, mainTx: result.mainTx })]);
    expect((await steps(externalPaymentId)).map((s) => s.tx)).toEqual([paid.tx, read?.tx]);
  });
});
