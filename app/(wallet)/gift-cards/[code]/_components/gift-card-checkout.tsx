"use client";

import { useTranslations } from "use-intl";
import { ProductCheckout } from "@/components/checkout/product-checkout";
import type { GiftCardCompanyView } from "@/lib/catalog/views";
import type { GiftCardInput } from "@/lib/payments/pay/gift-card-input";

/** Card → amount (when it has a choice) → how to pay, then the review and one buy. */
export function GiftCardCheckout({ brand, currency }: { brand: GiftCardCompanyView; currency: string }) {
  const t = useTranslations("giftCards.checkout");
  return (
    <ProductCheckout<GiftCardInput>
      path="/api/gift-cards"
      products={brand.products}
      currency={currency}
      imageFallbackName={brand.companyName}
      continueLabel={t("continue")}
      // The form has checked the card, amount and method (lib/payments/pay/purchase-input.ts); the
      // route checks the body again with its schema (gift-card-input.ts), which stays on the server.
      toBody={(values) => ({ companyCode: brand.companyCode.trim(), productId: values.productId.trim(), amount: values.amount, paymentMethod: values.paymentMethod })}
      reviewRows={(body, product) => [
        { label: t("review.brand"), value: brand.companyName },
        { label: t("review.product"), value: product.productDescription ?? product.productId },
      ]}
      limitMessage={() => t("limit")}
      reviewNote={<p className="text-sm text-slate-600 dark:text-slate-300">{t("pinNote")}</p>}
    />
  );
}
