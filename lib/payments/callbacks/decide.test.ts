import { describe, expect, it } from "vitest";
import type { OperationRow } from "@/lib/payments/state";
import { repeatOf } from "./decide";
import type { CallbackBody, Received } from "./schemas";

const op = (changes: Partial<OperationRow>) =>
  ({ id: "op-1", kind: "topup", status: "confirmed", providerOperationId: "P1", amount: 150, companyCode: "AR-R-0001", userId: "u-1", ...changes }) as OperationRow;
const reported = ({ proven = true, ...data }: Partial<CallbackBody> & { proven?: boolean } = {}): Received => ({
  id: 1, path: "/confirmPayment", proven, data: { externalPaymentId: "ep-1", status: "confirmed", operationId: "P1", ...data },
});

describe("repeatOf: a callback decided without the state machine's row lock", () => {
  it("is a duplicate when it repeats the operation's final state and brings nothing new", () => {
    expect(repeatOf(op({}), reported())).toEqual({ outcome: "duplicate", detail: "operation already confirmed", operationId: "op-1" });
    expect(repeatOf(op({ status: "failed" }), reported({ status: "failed", proven: false }))).toMatchObject({ outcome: "duplicate" });
    expect(repeatOf(op({ providerOperationId: null }), reported({ proven: false }))).toMatchObject({ outcome: "duplicate" });
  });

  it("leaves to the state machine a state not final yet, a different one, news, the wrong path or no operation", () => {
    expect(repeatOf(op({ status: "processing" }), reported())).toBeNull();
    expect(repeatOf(op({ status: "failed" }), reported())).toBeNull();
    expect(repeatOf(op({ providerOperationId: null }), reported())).toBeNull();
    expect(repeatOf(op({ kind: "giftcard" }), reported())).toBeNull();
    expect(repeatOf(null, reported())).toBeNull();
  });

  it("leaves to the decision a repeat whose amount, company or client differs from the operation", () => {
    expect(repeatOf(op({}), reported({ amount: 150, companyCode: "AR-R-0001", externalClientId: "u-1" }))).toMatchObject({ outcome: "duplicate" });
    expect(repeatOf(op({}), reported({ amount: 151 }))).toBeNull();
    expect(repeatOf(op({}), reported({ companyCode: "AR-R-0034" }))).toBeNull();
    expect(repeatOf(op({}), reported({ externalClientId: "u-2" }))).toBeNull();
  });
});
