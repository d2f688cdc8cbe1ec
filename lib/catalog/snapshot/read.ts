import "server-only";
import { getProvider } from "@/lib/provider";
import type { ServiceCompany, TopUpCompany } from "@/lib/provider/types";
import type { ServiceListing } from "../views";

// The provider reads behind the catalogue lists: the snapshot's refresh reads them whole, and a
// process with no snapshot yet reads them per search, as before there was one.

/** The provider's pages are read whole (its largest page) and at most this many: a bound on one read. */
const PROVIDER_PAGE = 5_000;
const MAX_PROVIDER_PAGES = 20;

const listable = (c: ServiceCompany) => c.active && c.modalities.some((m) => m.available);

const listing = ({ companyCode, companyName, companyType, companyLogo, tags }: ServiceCompany): ServiceListing => ({
  companyCode, companyName, companyType, companyLogo, tags,
});

/**
 * Every active bill company with a modality to pay by, in the provider's order; searched and
 * filtered by the provider when `filter` says so.
 */
export async function readServiceListings(filter: { search?: string; tag?: string } = {}): Promise<ServiceListing[]> {
  const companies: ServiceListing[] = [];
  for (let page: number | null = 1, read = 0; page !== null && read < MAX_PROVIDER_PAGES; read++) {
    const result = await getProvider().catalog.listServices({ page, limit: PROVIDER_PAGE, active: true, searchCompany: filter.search, tag: filter.tag });
    for (const c of result.companies) if (listable(c)) companies.push(listing(c));
    page = result.nextPage;
  }
  return companies;
}

/** The active top-up companies, searched by the provider when `search` is given. */
export async function readTopUpCompanies(search?: string): Promise<TopUpCompany[]> {
  const { companies } = await getProvider().catalog.listTopUpCompanies({ searchCompany: search });
  return companies.filter((c) => c.active);
}
