import "server-only";
import { AppError } from "@/lib/platform/http/errors";
import { findGiftCardCompany } from "@/lib/catalog/products";
import { findTopUpCompany } from "@/lib/catalog/services";
import type { Product } from "@/lib/provider";
import type { GiftCardInput } from "@/lib/payments/pay/gift-card-input";
import type { TopUpInput } from "@/lib/payments/pay/topup-input";
import { amountProblem } from "./amount";
import { currencyOf } from "@/lib/rules/currency";
import type { PaymentDraft } from "./draft";
import { identifierProblems } from "./identifier";

function productOf(products: Product[], { productId, amount }: { productId: string; amount: number }, currency: string): Product {
  const product = products.find((p) => p.productId === productId);
  if (!product) {
    const message = "This product is not offered any more. Choose another one.";
    throw new AppError("INVALID_INPUT", message, { productId: [message] });
  }
  const problem = amountProblem(product, amount, currency);
  if (problem) throw new AppError("INVALID_INPUT", problem, { amount: [problem] });
  return product;
}

/** The draft of a product purchase, once its company, product and amount passed the rules. */
function productDraft(
  company: { companyCode: string; companyName: string; products: Product[] },
  input: TopUpInput | GiftCardInput,
  identifiers: PaymentDraft["identifiers"],
): PaymentDraft {
  const currency = currencyOf(company.companyCode);
  const product = productOf(company.products, input, currency);
  return {
    companyCode: company.companyCode,
    companyName: company.companyName,
    productId: product.productId,
    debtId: null,
    period: null,
    billSummary: null,
    amount: input.amount,
    currency,
    paymentMethod: input.paymentMethod,
    identifiers,
  };
}

// Companies come from the shared catalogue cache: 20 retries of one checkout cost one provider read.

/** A top-up: the company and product exist, the amount fits the product, the number fits the company. */
export async function checkTopUp(input: TopUpInput): Promise<PaymentDraft> {
  const company = await findTopUpCompany(input.companyCode);
  const problems = identifierProblems(company.identifier, input.identifierName, input.identifierValue);
  if (problems) throw new AppError("INVALID_INPUT", "Check the number.", problems);
  return productDraft(company, input, [{ identifierName: input.identifierName, identifierValue: input.identifierValue }]);
}

/** A gift card: the brand and card exist and the amount fits the card. */
export async function checkGiftCard(input: GiftCardInput): Promise<PaymentDraft> {
  return productDraft(await findGiftCardCompany(input.companyCode), input, []);
}
