import "server-only";
import { getProvider } from "@/lib/provider";
import type { GiftCardCompany, TopUpCompany } from "@/lib/provider/types";
import { countryCurrency, countryOfCode, type Country } from "@/lib/rules/country";
import { companyCurrency } from "@/lib/rules/currency";
import { cached, cacheKey } from "./cache";
import { companyNotFound, companyRead, findTopUpCompany } from "./services";
import { currentTopUps } from "./snapshot/current";
import { findTopUps } from "./snapshot/lists";
import { readTopUpCompanies } from "./snapshot/read";
import { toGiftCardView, toTopUpView, type GiftCardCompanyView, type TopUpCompanyView } from "./views";

// Top-up companies and gift-card brands: companies that sell products rather than bills.

export function topUpCompanies(search?: string): Promise<TopUpCompany[]> {
  return cached(cacheKey("recharges", { search }), () => readTopUpCompanies(search));
}

/**
 * The country's carriers (a Chilean carrier is of no use to an Argentine number), from the
 * catalogue snapshot; from the provider before any instance stored one.
 */
export async function listTopUpCompanies(country: Country, search?: string): Promise<TopUpCompanyView[]> {
  const index = await currentTopUps();
  if (index) return findTopUps(index, { country, search });
  return (await topUpCompanies(search)).filter((c) => countryOfCode(c.companyCode) === country).map(toTopUpView);
}

export async function getTopUpCompany(code: string): Promise<TopUpCompanyView> {
  return toTopUpView(await findTopUpCompany(code));
}

export function giftCardCompanies(): Promise<GiftCardCompany[]> {
  return cached(cacheKey("gift-cards"), async () => {
    const { companies } = await getProvider().catalog.listGiftCards();
    return companies.filter((c) => c.active);
  });
}

/** The brands priced in the country's currency (a brand's prices are in its code's country's). */
export async function listGiftCardCompanies(country: Country): Promise<GiftCardCompanyView[]> {
  const currency = countryCurrency(country);
  return (await giftCardCompanies()).filter((c) => companyCurrency(c.companyCode) === currency).map(toGiftCardView);
}

/** One gift-card brand with its products; the raw one (provider logo URLs) for server-side checks. */
export async function findGiftCardCompany(code: string): Promise<GiftCardCompany> {
  const company = await companyRead(code, () =>
    cached(cacheKey("gift-card", { code }), async () => {
      const { tx: _tx, mainTx: _mainTx, ...brand } = await getProvider().catalog.getGiftCard(code);
      return brand;
    }),
  );
  if (!company.active) throw companyNotFound(code);
  return company;
}

export async function getGiftCardCompany(code: string): Promise<GiftCardCompanyView> {
  return toGiftCardView(await findGiftCardCompany(code));
}
