"use client";

import { useTranslations } from "use-intl";
import { ProductCheckout } from "@/components/checkout/product-checkout";
import type { TopUpCompanyView } from "@/lib/catalog/views";
import type { TopUpInput } from "@/lib/payments/pay/topup-input";
import { normalizeTopUpNumber } from "@/lib/rules/topup-number";
import { isCardNumber, NumberField } from "./number-field";

/** Product → amount → number → how to pay, then the review and one confirm. */
export function TopUpCheckout({ company, currency }: { company: TopUpCompanyView; currency: string }) {
  const t = useTranslations("topups");
  return (
    <ProductCheckout<TopUpInput>
      path="/api/topups"
      products={company.products}
      currency={currency}
      number={{
        rule: company.identifier,
        label: t(isCardNumber(company) ? "number.cardLabel" : "number.phoneLabel"),
        render: ({ field, error, pick }) => <NumberField company={company} field={field} error={error} onPick={pick} />,
      }}
      continueLabel={t("checkout.continue")}
      // The form has checked product, amount, number and method (lib/payments/pay/purchase-input.ts);
      // the route checks the body again with its schema (topup-input.ts), which stays on the server.
      toBody={(values) => ({
        companyCode: company.companyCode.trim(),
        productId: values.productId.trim(),
        amount: values.amount,
        identifierName: (company.identifier.identifierName ?? "phoneNumber").trim(),
        identifierValue: normalizeTopUpNumber(values.identifierValue),
        paymentMethod: values.paymentMethod,
      })}
      reviewRows={(body, product) => [
        { label: t("checkout.review.carrier"), value: company.companyName },
        { label: t("checkout.review.product"), value: product.productDescription ?? product.productId },
        { label: t("checkout.review.number"), value: <span className="font-mono">{body.identifierValue}</span> },
      ]}
      limitMessage={(body) => t("checkout.limit", { number: body.identifierValue })}
    />
  );
}
