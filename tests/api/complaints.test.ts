// "Tengo un problema con este pago": a user files a complaint about their own operation, an
// operator reviews and answers it, and the user reads the answer and a notice. Only the owner sees
// it, one open complaint per operation, bad input changes nothing, and every step is audited.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { ApiClient, signedUpUser } from "../support/api-client";
import { operator } from "../support/callback-helpers";
import { buyGiftCard, buyTopUp, topUpBody, type Operation } from "../support/payment-helpers";

type Complaint = { id: string; number: string; operationId: string; reason: string; note: string; state: string; answer: string | null; openedAt: string; dueAt: string; closedAt: string | null };
type Notice = { kind: string; subjectId: string; data: { number: number; state: string; operationId: string }; read: boolean };

const file = (client: ApiClient, operationId: string, body: unknown) => client.post(`/api/operations/${operationId}/complaints`, body);
const listFor = async (client: ApiClient, operationId: string): Promise<Complaint[]> => {
  const response = await client.get(`/api/operations/${operationId}/complaints`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.complaints;
};
const act = (client: ApiClient, id: string, body: unknown) => client.post(`/api/operator/complaints/${id}`, body);

async function userWithTopUp(prefix: string): Promise<{ user: ApiClient; op: Operation }> {
  const user = await signedUpUser(prefix);
  const answer = await buyTopUp(user, topUpBody(1));
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return { user, op: answer.body.operation as Operation };
}

describe("complaints", () => {
  it("files a numbered complaint due 72 business hours later, and refuses a second open one with 409", async () => {
    const { user, op } = await userWithTopUp("cmp-file");
    const answer = await file(user, op.id, { reason: "CHARGED_TWICE", note: "  Me cobraron dos veces el mismo día  " });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const complaint = answer.body.complaint as Complaint;
    expect(complaint).toMatchObject({ operationId: op.id, reason: "CHARGED_TWICE", note: "Me cobraron dos veces el mismo día", state: "OPEN", answer: null });
    expect(complaint.number).toMatch(/^R-\d{6,}$/);
    const hours = (Date.parse(complaint.dueAt) - Date.parse(complaint.openedAt)) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(72);
    expect(hours).toBeLessThan(24 * 12);

    expectError(await file(user, op.id, { reason: "WRONG_AMOUNT", note: "" }), 409, "CONFLICT");
    // Both at once: still only one open complaint.
    const { user: racer, op: raced } = await userWithTopUp("cmp-race");
    const both = await Promise.all([file(racer, raced.id, { reason: "WRONG_AMOUNT", note: "" }), file(racer, raced.id, { reason: "WRONG_AMOUNT", note: "" })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await listFor(racer, raced.id)).toHaveLength(1);
  });

  it("shows a complaint to its owner only: another user gets 404 and cannot file on the operation", async () => {
    const { user, op } = await userWithTopUp("cmp-owner");
    const complaint = (await file(user, op.id, { reason: "PAID_STILL_DUE", note: "" })).body.complaint as Complaint;
    const other = await signedUpUser("cmp-other");
    expectError(await other.get(`/api/complaints/${complaint.id}`), 404, "NOT_FOUND");
    expectError(await other.get(`/api/operations/${op.id}/complaints`), 404, "NOT_FOUND");
    expectError(await file(other, op.id, { reason: "OTHER", note: "not mine" }), 404, "NOT_FOUND");
    expectError(await new ApiClient().get(`/api/complaints/${complaint.id}`), 401, "UNAUTHENTICATED");
    expect((await user.get(`/api/complaints/${complaint.id}`)).body.complaint).toMatchObject({ id: complaint.id, state: "OPEN" });
    expect(await listFor(user, op.id)).toHaveLength(1);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { user, op } = await userWithTopUp("cmp-bad");
    for (const body of [
      {},
      { reason: "REFUND_ME", note: "" },
      { reason: "OTHER", note: "   " },
      { reason: "OTHER" },
      { reason: "WRONG_AMOUNT", note: "x".repeat(1001) },
      { reason: "WRONG_AMOUNT", note: 42 },
      { reason: "PIN_PROBLEM", note: "" },
      // The page sends line breaks as spaces (lib/complaints/rules.ts); a body never carries one.
      { reason: "OTHER", note: "first\nsecond" },
      [],
    ]) {
      expectError(await file(user, op.id, body), 400, "INVALID_INPUT");
    }
    expectError(await file(user, op.id, '{"reason":"OTHER","note":"a\\u0000b"}'), 400, "INVALID_INPUT");
    expectError(await file(user, "not-an-id", { reason: "OTHER", note: "x" }), 404, "NOT_FOUND");
    expect(await listFor(user, op.id)).toEqual([]);
    expect((await user.get("/api/user-notifications")).body.notifications).toEqual([]);
  });

  it("offers the PIN reason for a gift card", async () => {
    const user = await signedUpUser("cmp-pin");
    const op = (await buyGiftCard(user)).body.operation as Operation;
    const answer = await file(user, op.id, { reason: "PIN_PROBLEM", note: "El PIN no funciona" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it("lets an operator review and answer; the user reads the answer and a notice for each step, all audited", async () => {
    const ops = await operator();
    const { user, op } = await userWithTopUp("cmp-answer");
    const complaint = (await file(user, op.id, { reason: "WRONG_AMOUNT", note: "Cargué 100 y me cobraron 1000" })).body.complaint as Complaint;

    const queue = await ops.get("/api/operator/complaints?state=open");
    expect(queue.status).toBe(200);
    const queued = (queue.body.complaints as (Complaint & { owner: { email: string }; operation: { id: string } })[]).find((c) => c.id === complaint.id);
    expect(queued).toMatchObject({ operation: { id: op.id }, state: "OPEN" });
    const dues = (queue.body.complaints as Complaint[]).map((c) => Date.parse(c.dueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));

    expectError(await act(ops, complaint.id, { action: "resolve", answer: "" }), 400, "INVALID_INPUT");
    const reviewed = await act(ops, complaint.id, { action: "review", answer: "" });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.complaint.state).toBe("IN_REVIEW");
    expectError(await act(ops, complaint.id, { action: "review", answer: "" }), 409, "CONFLICT");
    const resolved = await act(ops, complaint.id, { action: "resolve", answer: "Devolvimos la diferencia a tu cuenta." });
    expect(resolved.status).toBe(200);
    expectError(await act(ops, complaint.id, { action: "reject", answer: "changed my mind" }), 409, "CONFLICT");

    const [seen] = await listFor(user, op.id);
    expect(seen).toMatchObject({ state: "RESOLVED", answer: "Devolvimos la diferencia a tu cuenta.", closedAt: expect.any(String) });
    const notices = (await user.get("/api/user-notifications")).body.notifications as Notice[];
    expect(notices.map((n) => [n.kind, n.subjectId, n.data.state])).toEqual([
      ["COMPLAINT_UPDATED", complaint.id, "RESOLVED"],
      ["COMPLAINT_UPDATED", complaint.id, "IN_REVIEW"],
      ["COMPLAINT_UPDATED", complaint.id, "OPEN"],
    ]);

    const detail = await ops.get(`/api/operator/complaints/${complaint.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.complaint.events.map((e: { actorKind: string; action: string; toState: string }) => [e.actorKind, e.action, e.toState])).toEqual([
      ["user", "filed", "OPEN"],
      ["operator", "review", "IN_REVIEW"],
      ["operator", "resolve", "RESOLVED"],
    ]);
    expect(detail.body.complaint.events[2]).toMatchObject({ actorName: "ops@saldo.test", text: "Devolvimos la diferencia a tu cuenta." });
    const closed = await ops.get("/api/operator/complaints?state=closed");
    expect((closed.body.complaints as Complaint[]).some((c) => c.id === complaint.id)).toBe(true);
    // A new complaint on the same operation is allowed once the first one is closed.
    expect((await file(user, op.id, { reason: "OTHER", note: "Sigue mal" })).status).toBe(201);
  });

  it("lets no one but an operator see the queue or answer a complaint", async () => {
    const { user, op } = await userWithTopUp("cmp-notops");
    const complaint = (await file(user, op.id, { reason: "CHARGED_BUT_FAILED", note: "" })).body.complaint as Complaint;
    const body = { action: "reject", answer: "nope" };
    expectError(await act(user, complaint.id, body), 403, "FORBIDDEN");
    expectError(await act(new ApiClient(), complaint.id, body), 401, "UNAUTHENTICATED");
    expectError(await user.get("/api/operator/complaints"), 403, "FORBIDDEN");
    expectError(await user.get(`/api/operator/complaints/${complaint.id}`), 403, "FORBIDDEN");
    expectError(await act(await operator(), "00000000-0000-4000-8000-000000000000", body), 404, "NOT_FOUND");
    expect((await listFor(user, op.id))[0]).toMatchObject({ state: "OPEN", answer: null });
  });
});
