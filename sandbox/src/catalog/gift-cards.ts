import { closedProduct, fixedProduct } from "./products";
import { countryOfCode } from "./service-seed";
import { tagByName } from "./tags";
import type { GiftCardCompany, GiftCardProduct, Product } from "./types";

export const GIFT_CARD_CODE_PATTERN = /^(AR|MX|CL|CO|PE)-G-\d{4,5}$/;

type ProductDraft = { product: Product; image: boolean };

const card = (productId: string, description: string, amount: number, image = true): ProductDraft => ({
  product: closedProduct(productId, description, amount, undefined, "GIFT_CARD"),
  image,
});

const choice = (productId: string, description: string, amounts: number[], image = true): ProductDraft => ({
  product: fixedProduct(productId, description, amounts, "GIFT_CARD"),
  image,
});

function brand(
  code: string,
  name: string,
  tagNames: string[],
  drafts: ProductDraft[],
  { active = true, logo = true }: { active?: boolean; logo?: boolean } = {},
): GiftCardCompany {
  if (!GIFT_CARD_CODE_PATTERN.test(code)) throw new Error(`Malformed gift-card code: ${code}`);
  const products: GiftCardProduct[] = drafts.map(({ product, image }) => ({
    ...product,
    // Each card design gets its own image path so the UI can show the card, not just the brand.
    image: image ? `/logos/${code}-${product.productId}.svg` : null,
  }));
  return {
    companyCode: code,
    companyName: name,
    companyType: "SUBSCRIPTION",
    companyLogo: logo ? `/logos/${code}.svg` : null,
    active,
    country: countryOfCode(code),
    tags: tagNames.map(tagByName),
    products,
  };
}

export const giftCardCompanies: GiftCardCompany[] = [
  brand("AR-G-0001", "Netflix", ["entretenimiento"], [card("1", "Netflix $5.000", 5000), card("2", "Netflix $10.000", 10000)]),
  brand("AR-G-0002", "Spotify Premium", ["musica", "entretenimiento"], [card("1", "Spotify Premium 1 mes", 3500), card("2", "Spotify Premium 3 meses", 10500)]),
  brand("AR-G-0003", "Google Play", ["entretenimiento", "gaming"], [choice("1", "Tarjeta Google Play", [1000, 2000, 5000, 10000], false)]),
  brand("AR-G-0004", "Xbox", ["gaming"], [card("1", "Xbox Game Pass 1 mes", 7000), card("2", "Saldo Xbox $10.000", 10000)]),
  brand("AR-G-0005", "PlayStation Store", ["gaming"], [choice("1", "Saldo PlayStation Store", [5000, 10000, 20000])]),
  brand("AR-G-0006", "Steam", ["gaming"], [card("1", "Steam $4.000", 4000), card("2", "Steam $8.000", 8000), card("3", "Steam $20.000", 20000)]),
  // Discontinued brand: hidden from the list, kept so clients prove they handle inactive entries.
  brand("AR-G-0007", "Cinemark Pass", ["entretenimiento"], [card("1", "Entrada 2D", 6000)], { active: false, logo: false }),
  brand("MX-G-0001", "Amazon", ["compras"], [choice("1", "Tarjeta de regalo Amazon", [200, 500, 1000])]),
  brand("MX-G-0002", "Uber", ["transporte"], [card("1", "Uber $200", 200), card("2", "Uber $500", 500, false)]),
  brand("MX-G-0003", "Google Play MX", ["entretenimiento", "gaming"], [choice("1", "Tarjeta Google Play", [100, 200, 500])], { logo: false }),
  brand("MX-G-0004", "Spotify Premium MX", ["musica", "entretenimiento"], [card("1", "Spotify Premium 1 mes", 129), card("2", "Spotify Premium 3 meses", 387)]),
];

const byCode = new Map(giftCardCompanies.map((c) => [c.companyCode, c]));

/** Exact, case-sensitive lookup. */
export function findGiftCardCompany(code: string): GiftCardCompany | undefined {
  return byCode.get(code);
}
