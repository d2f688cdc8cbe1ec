// {subscriptions_url}: gift-card purchase (docs/provider/api-spec.md §4.7) and status read.
// Synchronous: 200, confirmed, PIN included (docs/provider/notes.md §6); the result callback
// follows.
import { Hono } from "hono";
import { findGiftCardCompany } from "../catalog";
import { CURRENCY_BY_COUNTRY } from "../catalog/types";
import { fault } from "../errors";
import { jsonBody, reply, str, type SandboxEnv } from "../http";
import { newOperationId, newReceipt, operationView, type Operation } from "../operations";
import { newPin, parseAmount, parseMethod, requireExternalId } from "../payments";
import { finalize, notifyResult } from "../settle";
import { amountAllowed } from "./recharge";
import { mountStatus } from "./status";

export const subscriptions = new Hono<SandboxEnv>();

subscriptions.post("/payment", async (c) => {
  const state = c.get("state");
  const config = c.get("config");
  const body = await jsonBody(c);
  if (!body) throw fault(400, "GPA04022", "The body must be a JSON object");
  const companyCode = str(body.companyCode);
  if (!companyCode) throw fault(400, "GPA04022", "companyCode is required");
  const productId = str(body.productId);
  if (!productId) throw fault(400, "XPA04023", "productId is required");
  const amount = parseAmount(body.amount);
  if (amount === null) throw fault(400, "GPA04022", "amount must be a positive number with at most 2 decimals");
  const paymentMethod = parseMethod(body.paymentMethod, "GPA04022");
  const externalPaymentId = requireExternalId(body, "GPA04022");

  const company = findGiftCardCompany(companyCode);
  if (!company || !company.active) throw fault(404, "XCX04325", "Company not found or inactive");
  const product = company.products.find((p) => p.productId === productId);
  if (!product) throw fault(404, "RPA04345", "Product not found");
  if (!amountAllowed(product, amount)) throw fault(400, "RPA04041", "amount is not allowed for this product");
  if (state.findByExternalId("giftcard", externalPaymentId)) {
    throw fault(409, "XPA04626", "Duplicate externalPaymentId");
  }

  const operationId = newOperationId("giftcard");
  const op: Operation = {
    kind: "giftcard", operationId, externalPaymentId,
    externalClientId: str(body.externalClientId) ?? null,
    companyCode, companyName: company.companyName,
    amount, currency: CURRENCY_BY_COUNTRY[company.country], paymentMethod, paymentDetails: null,
    identifiers: [], productId,
    status: "processing", statusDescription: null, outcome: "confirm",
    createdAt: state.clock.iso(), updatedAt: state.clock.iso(), activatePin: null, debt: null,
    receipt: newReceipt(operationId),
  };
  state.addOperation(op);
  finalize(state, op);
  if (op.status === "confirmed") op.activatePin = newPin();
  const delay = state.faults.outOfOrderCallbacks ? 0 : config.callbackDelayMs;
  await notifyResult(state, config, op, delay);
  return reply(c, operationView(op, config.clientUsername), 200);
});

mountStatus(subscriptions, "giftcard");
