import { ProductCheckoutPage, productPageTitle, type Catalogue } from "@/components/checkout/product-checkout-page";
import { brandForPage } from "@/lib/catalog/page-load";
import { GiftCardCheckout } from "./_components/gift-card-checkout";

type Props = { params: Promise<{ code: string }> };

const BRANDS: Catalogue = { namespace: "giftCards", list: "brands", href: "/gift-cards" };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  return { title: await productPageTitle(await brandForPage(code), BRANDS) };
}

// GET /gift-cards/{code} — buy one of this brand's cards.
export default async function BrandPage({ params }: Props) {
  const { code } = await params;
  return (
    <ProductCheckoutPage load={await brandForPage(code)} catalogue={BRANDS}>
      {(brand, currency) => <GiftCardCheckout brand={brand} currency={currency} />}
    </ProductCheckoutPage>
  );
}
