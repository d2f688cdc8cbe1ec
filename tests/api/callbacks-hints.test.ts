// Without CALLBACK_HASH_SECRET a callback proves nothing but that its sender holds the callback
// credentials, which are not the provider's signature: its result is a hint. It changes an
// operation only when the provider's own status read says the same; a contradiction changes
// nothing and flags the operation. This file runs its own sandbox and app without a hash secret,
// with the reconciler's first look 20 s away, so that only callbacks act within a test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppProcess } from "../support/app-process";
import type { SandboxProcess } from "../support/sandbox-process";
import { uniqueEmail, type ApiClient } from "../support/api-client";
import { billResult, sendCallback, type OperatorCallback } from "../support/callback-helpers";
import { NO_FAULTS, billBody, getOperation, payBill, queryDebt, waitForOperation, type Operation } from "../support/payment-helpers";
import { ownServers, type OwnServers } from "./helpers/own-servers";

const SANDBOX_CREDENTIALS = { "x-api-key": "sandbox-callback-key", "x-authorization-token": "sandbox-callback-token" };

let servers: OwnServers;
let sandbox: SandboxProcess;
let app: AppProcess;
let user: ApiClient;
let ops: ApiClient;

beforeAll(async () => {
  // The provider settles a payment 2.5 s after taking it: a hint sent at once must be read against
  // a payment still processing even when the machine is busy (with 1 s, a slow status read saw it
  // settled already).
  servers = await ownServers("hints", {
    sandbox: { SANDBOX_CALLBACK_DELAY_MS: "2500" },
    app: { RECONCILE_INTERVAL_MS: "200", RECONCILE_BASE_DELAY_MS: "20000" },
  });
  ({ sandbox, app } = servers);
  user = await servers.signUp(uniqueEmail("hints"));
  ops = await servers.signUp("ops@saldo.test");
});

afterEach(async () => {
  await sandbox.control("/faults", NO_FAULTS);
});

afterAll(async () => {
  await servers?.stop();
});

/** A bill of test value `lastDigit`, paid, whose result the provider will not call back. */
async function paidQuietly(lastDigit: number): Promise<Operation> {
  await sandbox.control("/faults", { dropCallbacks: true });
  const paid = await payBill(user, billBody(await queryDebt(user, lastDigit)));
  expect(paid.status, JSON.stringify(paid.body)).toBe(202);
  return paid.body.operation as Operation;
}

/** Waits until the provider itself has settled the payment. */
async function providerSettles(op: Operation): Promise<string> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const { operations } = await sandbox.control<{ operations: { externalPaymentId: string; status: string }[] }>("/operations");
    const status = operations.find((o) => o.externalPaymentId === op.externalPaymentId)?.status;
    if (status && status !== "processing") return status;
  }
  throw new Error("the provider did not settle the payment");
}

/** Sends an unsigned result with the callback credentials and waits until it was applied. */
async function hint(op: Operation, status: "confirmed" | "failed"): Promise<OperatorCallback> {
  const response = await sendCallback("/confirm-payment", JSON.stringify({ ...billResult(op, status), hash: null }), SANDBOX_CREDENTIALS, app.url);
  expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { status: "Confirm" } });
  for (const deadline = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const listed = await ops.get(`/api/operator/callbacks?externalPaymentId=${op.externalPaymentId}&limit=10`);
    const [latest] = listed.body.callbacks as OperatorCallback[];
    if (latest && latest.outcome !== "received") return latest;
    if (Date.now() > deadline) throw new Error(`callback not applied: ${JSON.stringify(listed.body)}`);
  }
}

const flagOf = async (op: Operation) => {
  const listed = await ops.get("/api/operator/operations?flagged=true&limit=100");
  return (listed.body.operations as { id: string; flagReason: string }[]).find((o) => o.id === op.id)?.flagReason ?? null;
};

describe("an unsigned callback", () => {
  it("is what the operators are told to expect from the sandbox without a hash secret", async () => {
    const listed = await ops.get("/api/operator/callbacks?limit=1");
    expect(listed.status).toBe(200);
    expect(listed.body.signing).toBe("sandbox");
  });

  it("does not fail a payment the provider is still processing", async () => {
    const op = await paidQuietly(1);
    const cb = await hint(op, "failed");
    expect(cb).toMatchObject({ verified: false, outcome: "unconfirmed", operationId: op.id });
    expect((await getOperation(user, op.id)).status).toBe("processing");
    expect(await flagOf(op)).toBeNull();
  });

  it("does not confirm a payment the provider failed, and flags it", async () => {
    const op = await paidQuietly(4);
    expect(await providerSettles(op)).toBe("failed");
    const cb = await hint(op, "confirmed");
    expect(cb).toMatchObject({ outcome: "refuted", detail: expect.stringMatching(/status read says failed/) });
    const after = await getOperation(user, op.id);
    expect(after.status).toBe("processing");
    expect(after.events?.map((e) => e.to)).not.toContain("confirmed");
    expect(await flagOf(op)).toMatch(/unsigned callback said confirmed/);
  });

  it("settles a payment when the provider's status read agrees, with its receipt", async () => {
    const op = await paidQuietly(1);
    expect(await providerSettles(op)).toBe("confirmed");
    const cb = await hint(op, "confirmed");
    expect(cb).toMatchObject({ outcome: "applied", detail: expect.stringMatching(/status read agrees/) });
    const settled = await waitForOperation(user, op.id, (o) => o.status === "confirmed", 5_000);
    expect(settled.events?.filter((e) => e.to === "confirmed")).toMatchObject([{ source: "callback" }]);
    expect(settled.receipt?.ticket.length).toBeGreaterThan(0);
  });

  it("does not flag a settled payment over a result the provider contradicts", async () => {
    const op = await paidQuietly(1);
    await providerSettles(op);
    await hint(op, "confirmed");
    const cb = await hint(op, "failed");
    expect(cb).toMatchObject({ outcome: "refuted" });
    expect((await getOperation(user, op.id)).status).toBe("confirmed");
    expect(await flagOf(op)).toBeNull();
  });
});
