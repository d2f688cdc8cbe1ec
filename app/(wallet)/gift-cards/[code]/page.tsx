import { ProductCheckoutPage } from "@/components/checkout/product-checkout-page";
import { loadForPage } from "@/lib/catalog/page-load";
import { getGiftCardCompany } from "@/lib/catalog/products";
import { getTranslations } from "@/lib/platform/i18n/server";
import { currencyOf } from "@/lib/rules/currency";
import { GiftCardCheckout } from "./_components/gift-card-checkout";

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  const load = await loadForPage(() => getGiftCardCompany(code));
  const t = await getTranslations("giftCards");
  return { title: load.ok ? t("checkout.title", { name: load.data.companyName }) : t("brands.title") };
}

// GET /gift-cards/{code} — buy one of this brand's cards.
export default async function BrandPage({ params }: Props) {
  const { code } = await params;
  const t = await getTranslations("giftCards");
  return (
    <ProductCheckoutPage
      load={await loadForPage(() => getGiftCardCompany(code))}
      listTitle={t("brands.title")}
      title={(name) => t("checkout.title", { name })}
      description={t("checkout.description")}
      back={{ href: "/gift-cards", label: t("checkout.back") }}
      noProducts={t("checkout.noProducts")}
    >
      {/* The currency follows the brand's country, as the BFF charges it. */}
      {(brand) => <GiftCardCheckout brand={brand} currency={currencyOf(brand.companyCode)} />}
    </ProductCheckoutPage>
  );
}
