// A provider does not forget. The sandbox is stopped and started again on its data folder while
// the app keeps running: the user's saved accounts (Mis cuentas), their bills as paid so far and
// their operations are all still there, and a status read of a payment made before the restart
// answers. This file runs its own sandbox and app, since it restarts the sandbox.
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniqueEmail, type ApiClient } from "../support/api-client";
import { EDENOR, billBody, getOperation, payBill, testNumber, waitForOperation, type Debt } from "../support/payment-helpers";
import { ownServers, type OwnServers } from "./helpers/own-servers";

let servers: OwnServers;

beforeAll(async () => {
  servers = await ownServers("restart", {
    sandbox: { SANDBOX_CALLBACK_DELAY_MS: "150" },
    // The reconciler stays away: the status read after the restart is the operator's recheck.
    app: { RECONCILE_INTERVAL_MS: "200", RECONCILE_BASE_DELAY_MS: "120000" },
  });
});

afterAll(async () => {
  await servers?.stop();
});

const accountOf = (identifierValue: string) => ({ ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue }] });

async function debtsOf(user: ApiClient, identifierValue: string): Promise<(Debt & { expirationDate: string | null })[]> {
  const response = await user.post("/api/bills/debts", accountOf(identifierValue));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.debts;
}

const billsShown = (debts: (Debt & { expirationDate: string | null })[]) => debts.map((d) => `${d.expirationDate} ${d.maxAmount}`);

it("keeps the user's saved accounts, bills and operations when the provider restarts", async () => {
  const user = await servers.signUp(uniqueEmail("restart"));
  const ops = await servers.signUp("ops@saldo.test");
  const account = testNumber(3);
  const saved = await user.post("/api/agenda/adhesions", { ...accountOf(account), alias: "Casa" });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);

  // Of the account's three bills (one expired), one is paid and confirmed by its callback.
  const before = await debtsOf(user, account);
  const payable = before.filter((d) => !d.expired);
  const paid = await payBill(user, billBody(payable.at(-1)!));
  expect(paid.status, JSON.stringify(paid.body)).toBe(202);
  await waitForOperation(user, paid.body.operation.id, (op) => op.status === "confirmed");
  // A payment whose result the provider never calls back: only a status read can tell.
  const quiet = await payBill(user, billBody((await debtsOf(user, testNumber(5)))[0]!));
  expect(quiet.status, JSON.stringify(quiet.body)).toBe(202);
  const left = billsShown(await debtsOf(user, account));
  expect(left).toHaveLength(before.length - 1);

  await servers.sandbox.restart();

  const { body } = await user.get("/api/agenda/adhesions");
  expect(body.adhesions.map((a: { alias: string }) => a.alias)).toEqual(["Casa"]);
  expect(billsShown(await debtsOf(user, account))).toEqual(left);
  const rechecked = await ops.post(`/api/operator/operations/${quiet.body.operation.id}/recheck`, {});
  expect(rechecked.status, JSON.stringify(rechecked.body)).toBe(200);
  expect((await getOperation(user, quiet.body.operation.id)).status).toBe("confirmed");
  expect((await getOperation(user, paid.body.operation.id)).status).toBe("confirmed");
});
