import { ProductCheckoutPage, productPageTitle, type Catalogue } from "@/components/checkout/product-checkout-page";
import { carrierForPage } from "@/lib/catalog/page-load";
import { TopUpCheckout } from "./_components/topup-checkout";

type Props = { params: Promise<{ code: string }> };

const CARRIERS: Catalogue = { namespace: "topups", list: "carriers", href: "/topups" };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  return { title: await productPageTitle(await carrierForPage(code), CARRIERS) };
}

// GET /topups/{code} — top up a number with this carrier.
export default async function CarrierPage({ params }: Props) {
  const { code } = await params;
  return (
    <ProductCheckoutPage load={await carrierForPage(code)} catalogue={CARRIERS}>
      {(company, currency) => <TopUpCheckout company={company} currency={currency} />}
    </ProductCheckoutPage>
  );
}
