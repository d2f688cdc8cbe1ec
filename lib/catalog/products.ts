import "server-only";
import { getProvider } from "@/lib/provider";
import type { GiftCardCompany, TopUpCompany } from "@/lib/provider/types";
import { cached, cacheKey } from "./cache";
import { companyNotFound, companyRead, findTopUpCompany } from "./services";
import { toGiftCardView, toTopUpView, type GiftCardCompanyView, type TopUpCompanyView } from "./views";

// Top-up companies and gift-card brands: companies that sell products rather than bills.

export function topUpCompanies(search?: string): Promise<TopUpCompany[]> {
  return cached(cacheKey("recharges", { search }), async () => {
    const { companies } = await getProvider().catalog.listTopUpCompanies({ searchCompany: search });
    return companies.filter((c) => c.active);
  });
}

export async function listTopUpCompanies(search?: string): Promise<TopUpCompanyView[]> {
  return (await topUpCompanies(search)).map(toTopUpView);
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

export async function listGiftCardCompanies(): Promise<GiftCardCompanyView[]> {
  return (await giftCardCompanies()).map(toGiftCardView);
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
