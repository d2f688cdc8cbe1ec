import { ProductCheckoutPage } from "@/components/checkout/product-checkout-page";
import { loadForPage } from "@/lib/catalog/page-load";
import { getTopUpCompany } from "@/lib/catalog/products";
import { getTranslations } from "@/lib/platform/i18n/server";
import { currencyOf } from "@/lib/rules/currency";
import { TopUpCheckout } from "./_components/topup-checkout";

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  const load = await loadForPage(() => getTopUpCompany(code));
  const t = await getTranslations("topups");
  return { title: load.ok ? t("checkout.title", { name: load.data.companyName }) : t("carriers.title") };
}

// GET /topups/{code} — top up a number with this carrier.
export default async function CarrierPage({ params }: Props) {
  const { code } = await params;
  const t = await getTranslations("topups");
  return (
    <ProductCheckoutPage
      load={await loadForPage(() => getTopUpCompany(code))}
      listTitle={t("carriers.title")}
      title={(name) => t("checkout.title", { name })}
      description={t("checkout.description")}
      back={{ href: "/topups", label: t("checkout.back") }}
      noProducts={t("checkout.noProducts")}
    >
      {/* The currency follows the carrier's country, as the BFF charges it. */}
      {(company) => <TopUpCheckout company={company} currency={currencyOf(company.companyCode)} />}
    </ProductCheckoutPage>
  );
}
