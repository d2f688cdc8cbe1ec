// Tracing: each provider step of a bill payment (its debt query, the payment call, the status
// reads) is kept with the ids the provider gave it (tx, mainTx) and our own id it was given
// (externalRequestId for the query), and the operator's operation and complaint pages show them.
// Every id is checked against the sandbox's own record of what it answered.
import { describe, expect, it } from "vitest";
import { sandboxControl, signedUpUser } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import { billBody, payBill, queryDebt, waitForOperation, type Operation } from "../support/payment-helpers";

type Step = { kind: string; reference: string; providerId: string | null; outcome: string; tx: string | null; mainTx: string | null };
type SandboxStep = { method: string; path: string; tx: string; mainTx: string };
type Detail = Operation & { externalRequestId: string | null; steps: Step[] };

const answered = async (reference: string) =>
  (await sandboxControl<{ steps: SandboxStep[] }>(`/steps?reference=${encodeURIComponent(reference)}`)).steps;

describe("tracing a bill payment to the provider", () => {
  it("keeps the query's externalRequestId and every step's tx/mainTx, and shows them on the operation and complaint pages", async () => {
    const user = await signedUpUser("trace");
    const paid = await payBill(user, billBody(await queryDebt(user, 1)));
    expect([201, 202], JSON.stringify(paid.body)).toContain(paid.status);
    const op = paid.body.operation as Operation;
    // Confirmed, its receipt read by a status read.
    await waitForOperation(user, op.id, (o) => o.status === "confirmed" && Boolean(o.receipt));

    const ops = await operator();
    const read = async () => {
      const response = await ops.get(`/api/operator/operations/${op.id}`);
      expect(response.status).toBe(200);
      return response.body.operation as Detail;
    };
    await expect.poll(async () => (await read()).steps.some((s) => s.kind === "status_read"), { timeout: 15_000 }).toBe(true);
    const detail = await read();

    // The debt query: the externalRequestId Saldo sent is the one the provider answered about.
    expect(detail.externalRequestId).toMatch(/^[0-9a-f-]{36}$/);
    const [query, ...others] = await answered(detail.externalRequestId!);
    expect(others).toEqual([]);
    expect(query).toMatchObject({ method: "POST", path: "/services/debts" });
    const queryStep = detail.steps.find((s) => s.kind === "debt_query");
    expect(queryStep).toMatchObject({ reference: detail.externalRequestId, outcome: "ok", tx: query!.tx, mainTx: query!.mainTx });

    // The payment call and the status reads, each with the tx the provider gave that answer.
    const byPayment = await answered(op.externalPaymentId);
    const payment = byPayment.find((s) => s.path === "/services/payment")!;
    expect(detail.steps.filter((s) => s.kind === "payment")).toEqual([
      expect.objectContaining({ reference: op.externalPaymentId, outcome: "ok", tx: payment.tx, mainTx: payment.mainTx }),
    ]);
    // Paying a queried debt continues the query's transaction.
    expect(payment.mainTx).toBe(query!.mainTx);
    const reads = detail.steps.filter((s) => s.kind === "status_read");
    const readTxs = byPayment.filter((s) => s.path.startsWith("/services/operation/")).map((s) => s.tx);
    expect(reads.length).toBeGreaterThan(0);
    for (const step of reads) expect(readTxs).toContain(step.tx);

    // The pages an operator reads: the operation's own, and a complaint's.
    const filed = await user.post(`/api/operations/${op.id}/complaints`, { reason: "PAID_STILL_DUE", note: "La empresa me sigue cobrando" });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    for (const page of [`/operator/operations/${op.id}`, `/operator/complaints/${filed.body.complaint.id}`]) {
      const html = await ops.get(page);
      expect(html.status, page).toBe(200);
      const text = String(html.body);
      for (const id of [detail.externalRequestId!, query!.tx, query!.mainTx, payment.tx, reads[0]!.tx!]) expect(text, `${page} shows ${id}`).toContain(id);
    }
    // Never to the owner.
    expect(JSON.stringify((await user.get(`/api/operations/${op.id}`)).body)).not.toContain(payment.tx);
  });
});
