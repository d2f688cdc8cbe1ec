import "server-only";
import { AppError } from "@/lib/server/http/errors";
import { findGiftCardCompany } from "@/lib/catalog/products";
import { findTopUpCompany } from "@/lib/catalog/services";
import type { Product } from "@/lib/provider";
import type { GiftCardInput } from "@/lib/operations/pay/gift-card-input";
import type { TopUpInput } from "@/lib/operations/pay/topup-input";
import { amountProblem } from "./amount";
import { currencyOf, type PaymentDraft } from "./draft";
import { identifierProblems } from "./identifier";

function productOf(products: Product[], productId: string, currency: string, amount: number): Product {
  const product = products.find((p) => p.productId === productId);
  if (!product) {
    const message = "This product is not offered any more. Choose another one.";
    throw new AppError("INVALID_INPUT", message, { productId: [message] });
  }
  const problem = amountProblem(product, amount, currency);
  if (problem) throw new AppError("INVALID_INPUT", problem, { amount: [problem] });
  return product;
}

// Companies come from the shared catalogue cache: 20 retries of one checkout cost one provider read.

/** A top-up: the company and product exist, the amount fits the product, the number fits the company. */
export async function checkTopUp(input: TopUpInput): Promise<PaymentDraft> {
  const company = await findTopUpCompany(input.companyCode);
  const currency = currencyOf(company.companyCode);
  const problems = identifierProblems(company.identifier, input.identifierName, input.identifierValue);
  if (problems) throw new AppError("INVALID_INPUT", "Check the number.", problems);
  productOf(company.products, input.productId, currency, input.amount);
  return {
    companyCode: company.companyCode,
    companyName: company.companyName,
    productId: input.productId,
    debtId: null,
    amount: input.amount,
    currency,
    paymentMethod: input.paymentMethod,
    identifiers: [{ identifierName: input.identifierName, identifierValue: input.identifierValue }],
  };
}

/** A gift card: the brand and card exist and the amount fits the card. */
export async function checkGiftCard(input: GiftCardInput): Promise<PaymentDraft> {
  const brand = await findGiftCardCompany(input.companyCode);
  const currency = currencyOf(brand.companyCode);
  productOf(brand.products, input.productId, currency, input.amount);
  return {
    companyCode: brand.companyCode,
    companyName: brand.companyName,
    productId: input.productId,
    debtId: null,
    amount: input.amount,
    currency,
    paymentMethod: input.paymentMethod,
    identifiers: [],
  };
}
