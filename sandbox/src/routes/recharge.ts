// {recharge_url}: top-up payment (docs/provider/api-spec.md §4.6) and status read. Final in the
// answer, except numbers ending in 5 (202 processing, then a callback); 0 fails and 9 hits the
// per-number limit.
import { Hono } from "hono";
import { findRechargeCompany } from "../catalog";
import { CURRENCY_BY_COUNTRY, type Product } from "../catalog/types";
import { fault } from "../errors";
import { jsonBody, reply, str, type SandboxEnv } from "../http";
import { scenarioDigit } from "../identifiers";
import { newOperationId, newReceipt, operationView, type Operation } from "../operations";
import { parseAmount, parseMethod, requireExternalId } from "../payments";
import { finalize, notifyResult, settleLater } from "../settle";
import { mountStatus } from "./status";

export const recharge = new Hono<SandboxEnv>();

export function amountAllowed(product: Product, amount: number): boolean {
  if (product.amountType === "FIXED") return product.allowedAmounts.includes(amount);
  if (product.amountType === "CLOSED") return amount === product.amount;
  return amount >= product.minAmount && amount <= product.maxAmount;
}

recharge.post("/payment", async (c) => {
  const state = c.get("state");
  const config = c.get("config");
  const body = await jsonBody(c);
  if (!body) throw fault(400, "RPA04022", "The body must be a JSON object");
  const companyCode = str(body.companyCode);
  if (!companyCode) throw fault(400, "RPA04022", "companyCode is required");
  const productId = str(body.productId);
  if (!productId) throw fault(400, "XPA04023", "productId is required");
  const amount = parseAmount(body.amount);
  if (amount === null) throw fault(400, "RPA04022", "amount must be a positive number with at most 2 decimals");
  const paymentMethod = parseMethod(body.paymentMethod, "RPA04022");
  const externalPaymentId = requireExternalId(body, "RPA04022");
  const identifierName = str(body.identifierName);
  const identifierValue = str(body.identifierValue)?.trim();
  if (!identifierName || !identifierValue) {
    throw fault(400, "RPA04022", "identifierName and identifierValue are required");
  }

  const company = findRechargeCompany(companyCode);
  if (!company || !company.active) throw fault(404, "XCX04325", "Company not found or inactive");
  const product = company.products.find((p) => p.productId === productId);
  if (!product) throw fault(404, "RPA04345", "Product not found");
  const lengthOk = identifierValue.length >= company.minLength && identifierValue.length <= company.maxLength;
  const typeOk = company.dataType === "ALF" ? /^[0-9A-Za-z]+$/.test(identifierValue) : /^\d+$/.test(identifierValue);
  if (identifierName !== company.identifierName || !lengthOk || !typeOk) {
    throw fault(400, "RPA04343", `${company.identifierName} must be ${company.minLength}–${company.maxLength} characters of type ${company.dataType}`);
  }
  if (!amountAllowed(product, amount)) throw fault(400, "RPA04041", "amount is not allowed for this product");
  if (state.findByExternalId("topup", externalPaymentId)) {
    throw fault(409, "XPA04626", "Duplicate externalPaymentId");
  }
  const digit = scenarioDigit(identifierValue);
  if (digit === 9) throw fault(429, "RPA04680", "Top-up limit reached for this number; try again later");

  const operationId = newOperationId("topup");
  const op: Operation = {
    kind: "topup", operationId, externalPaymentId,
    externalClientId: str(body.externalClientId) ?? null,
    companyCode, companyName: company.companyName,
    amount, currency: CURRENCY_BY_COUNTRY[company.country], paymentMethod, paymentDetails: null,
    identifiers: [{ identifierName, identifierValue }], productId,
    status: "processing", statusDescription: "Recarga en proceso",
    outcome: digit === 0 ? "fail" : "confirm",
    createdAt: state.clock.iso(), updatedAt: state.clock.iso(), activatePin: null, debt: null,
    receipt: newReceipt(operationId),
  };
  state.addOperation(op);
  if (digit === 5) {
    const answer = operationView(op, config.clientUsername);
    await settleLater(state, config, op);
    return reply(c, answer, 202);
  }
  finalize(state, op);
  const delay = state.faults.outOfOrderCallbacks ? 0 : config.callbackDelayMs;
  await notifyResult(state, config, op, delay);
  return reply(c, operationView(op, config.clientUsername), 200);
});

mountStatus(recharge, "topup");
