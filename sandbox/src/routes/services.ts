// {services_url}: debt query (docs/provider/api-spec.md §4.3), bill payment (§4.4) and status read
// (§4.5).
import { Hono } from "hono";
import { findServiceCompany } from "../catalog";
import { DEBT_TTL_MS, debtView, getAccount, isPending, issuedOn, outstanding } from "../bills";
import { fault } from "../errors";
import { jsonBody, reply, str, type SandboxEnv } from "../http";
import { liveModality, parseQueryData, scenarioDigit, validateQuery } from "../identifiers";
import { sleep } from "../middleware";
import { newOperationId, newReceipt, operationView, type Operation } from "../operations";
import { parseAmount, parseMethod, requireExternalId } from "../payments";
import { settleLater } from "../settle";
import { mountStatus } from "./status";

export const services = new Hono<SandboxEnv>();

/** Test values that end the debt query in an error (README: test values). */
const QUERY_FAULTS = {
  0: [404, "SDE04342", "No debts found for this customer"],
  6: [500, "SDE05070", "The biller did not answer; try again later"],
  7: [409, "SDE44389", "The bill is already paid"],
  8: [410, "SDE04646", "The bill has expired and can no longer be paid"],
} as const;

services.post("/debts", async (c) => {
  const state = c.get("state");
  const body = await jsonBody(c);
  const companyCode = str(body?.companyCode);
  const modalityId = str(body?.modalityId);
  const queryData = parseQueryData(body?.queryData);
  // The client's ids of the query and of its end user are part of the request (spec §4.3): the
  // provider traces the query by the one and remembers the user's reminders by the other.
  const externalRequestId = str(body?.externalRequestId);
  const externalClientId = str(body?.externalClientId);
  if (!body || !companyCode || !modalityId || !queryData || !externalRequestId || !externalClientId) {
    throw fault(400, "SDE04022", "companyCode, modalityId, queryData, externalRequestId and externalClientId are required");
  }
  const company = findServiceCompany(companyCode);
  if (!company || !company.active) throw fault(404, "XCX04325", "Company not found or inactive");
  const modality = liveModality(company, modalityId);
  if (!modality) throw fault(400, "SDE04022", "modalityId is not a live modality of the company");
  const { identifier, billValues } = validateQuery(company, modality, queryData, "SDE04022");

  const digit = scenarioDigit(identifier);
  if (digit === 9) await sleep(c.get("config").slowResponseMs);
  const failure = digit !== null && digit in QUERY_FAULTS
    ? QUERY_FAULTS[digit as keyof typeof QUERY_FAULTS] : null;
  if (failure) throw fault(failure[0], failure[1], failure[2]);

  const now = state.clock.now();
  const account = getAccount(state.accounts, company, identifier, now);
  const pending = account.bills
    .map((bill, index) => ({ bill, index }))
    .filter(({ bill }) => isPending(bill, account.currency) && issuedOn(bill, billValues));
  if (pending.length === 0) throw fault(404, "SDE04342", "No debts found for this customer");

  const operationId = newOperationId("bill").replace("SOP", "SDQ");
  const debts = pending.map(({ bill, index }, n) => {
    const debtId = `${operationId}-${n}`;
    state.debts.set(debtId, {
      debtId, accountKey: account.key, billIndex: index, expiresAt: now + DEBT_TTL_MS,
      externalClientId, modalityId, queryData, mainTx: c.get("mainTx"),
    });
    return debtView(account, bill, debtId, now);
  });
  return reply(c, {
    operationId,
    companyCode,
    companyName: company.companyName,
    customerId: account.customerId,
    customerName: account.customerName,
    customerAddress: account.customerAddress,
    externalRequestId,
    debts,
  });
});

services.post("/payment", async (c) => {
  const state = c.get("state");
  const config = c.get("config");
  const body = await jsonBody(c);
  if (!body) throw fault(400, "SPA04022", "The body must be a JSON object");
  const debtId = str(body.debtId);
  if (!debtId) throw fault(400, "SPA04022", "debtId is required");
  const amount = parseAmount(body.amount);
  if (amount === null) throw fault(400, "SPA04022", "amount must be a positive number with at most 2 decimals");
  const paymentMethod = parseMethod(body.paymentMethod, "SPA04022");
  const externalPaymentId = requireExternalId(body, "SPA04023");
  if (state.findByExternalId("bill", externalPaymentId)) {
    throw fault(409, "SPA04649", "Duplicate externalPaymentId");
  }

  const now = state.clock.now();
  const issued = state.debts.get(debtId);
  if (!issued || issued.expiresAt <= now) throw fault(404, "SPA04345", "Debt not found or expired; query it again");
  const account = state.accounts.get(issued.accountKey);
  const bill = account?.bills[issued.billIndex];
  if (!account || !bill) throw fault(404, "SPA04345", "Debt not found or expired; query it again");
  if (bill.expired) throw fault(410, "SPA04646", "The debt has expired and can no longer be paid");
  const left = outstanding(bill, account.currency);
  if (left <= 0) throw fault(409, "SDE44389", "The debt is already paid");
  const min = bill.amountType === "OPEN" ? Math.min(bill.minAmount, left) : left;
  if (amount < min || amount > left) {
    throw fault(400, "SPA04041", `amount must be between ${min} and ${left}`);
  }

  const company = findServiceCompany(account.companyCode);
  const digit = scenarioDigit(account.identifier);
  const operationId = newOperationId("bill");
  const op: Operation = {
    kind: "bill", operationId, externalPaymentId,
    externalClientId: issued.externalClientId,
    companyCode: account.companyCode, companyName: company?.companyName ?? account.companyCode,
    amount, currency: account.currency, paymentMethod,
    paymentDetails: (body.paymentDetails as Record<string, unknown> | undefined) ?? null,
    identifiers: issued.queryData, productId: null,
    status: "processing", statusDescription: "Pago en proceso",
    outcome: digit === 4 ? "fail" : digit === 5 ? "confirm-without-callback" : "confirm",
    createdAt: state.clock.iso(), updatedAt: state.clock.iso(), activatePin: null,
    debt: { accountKey: account.key, billIndex: issued.billIndex, modalityId: issued.modalityId },
    receipt: newReceipt(operationId),
    mainTx: issued.mainTx,
  };
  // Paying a queried debt is the same transaction as its query.
  c.set("mainTx", issued.mainTx);
  bill.reserved += amount;
  state.addOperation(op);
  const answer = operationView(op, config.clientUsername);
  await settleLater(state, config, op);
  if (digit === 9) await sleep(config.slowResponseMs);
  return reply(c, answer, 202);
});

mountStatus(services, "bill");
