// The catalogue lists a snapshot keeps, and how they are searched in memory: the same answers the
// provider gives for a search or a category (match.ts), in its order, for one country. Built once
// per snapshot version, so a request only filters (a few thousand rows: microseconds).
import type { TopUpCompany } from "@/lib/provider/types";
import { countryOfCode, type Country } from "@/lib/rules/country";
import { toServiceSummary, toTopUpView, type ServiceCompanySummary, type ServiceListing, type TopUpCompanyView } from "../views";
import { presentTags, type CategoryView } from "../present";
import { fold, foldTerm, nameMatches, tagMatches } from "./match";
import type { SnapshotKind } from "./mirror";

type ServiceEntry = { summary: ServiceCompanySummary; name: string; tags: string[] };
type TopUpEntry = { view: TopUpCompanyView; name: string };

export type ServiceIndex = { size: number; byCountry: Map<Country, ServiceEntry[]> };
export type TopUpIndex = { size: number; byCountry: Map<Country, TopUpEntry[]> };

/** Stored as `{ companies: [...] }`; anything else is not a snapshot this code wrote. */
function companiesOf<T>(data: unknown): T[] {
  const companies = (data as { companies?: unknown } | null)?.companies;
  if (!Array.isArray(companies)) throw new Error("catalogue snapshot: no companies list");
  return companies as T[];
}

function byCountry<T>(items: { companyCode: string }[], entry: (index: number) => T): Map<Country, T[]> {
  const map = new Map<Country, T[]>();
  items.forEach((item, index) => {
    const country = countryOfCode(item.companyCode);
    if (country) (map.get(country) ?? map.set(country, []).get(country)!).push(entry(index));
  });
  return map;
}

export function indexServices(companies: ServiceListing[]): ServiceIndex {
  // Thousands of companies share a few dozen sets of tags: each set is presented once.
  const categories = new Map<string, CategoryView[]>();
  const categoriesOf = (tags: string[]) => {
    const key = tags.join("\n");
    return categories.get(key) ?? categories.set(key, presentTags(tags)).get(key)!;
  };
  return {
    size: companies.length,
    byCountry: byCountry(companies, (i) => {
      const c = companies[i]!;
      return { summary: toServiceSummary(c, categoriesOf(c.tags)), name: fold(c.companyName), tags: c.tags.map(fold) };
    }),
  };
}

export function indexTopUps(companies: TopUpCompany[]): TopUpIndex {
  return {
    size: companies.length,
    byCountry: byCountry(companies, (i) => ({ view: toTopUpView(companies[i]!), name: fold(companies[i]!.companyName) })),
  };
}

/** The country's bill companies matching the search (in the name) and the category (a tag). */
export function findServices(index: ServiceIndex, filter: { country: Country; search?: string; tag?: string }): ServiceCompanySummary[] {
  const entries = index.byCountry.get(filter.country) ?? [];
  const term = filter.search === undefined ? undefined : foldTerm(filter.search);
  const tag = filter.tag === undefined ? undefined : fold(filter.tag);
  const found: ServiceCompanySummary[] = [];
  for (const e of entries) {
    if ((term === undefined || nameMatches(e.name, term)) && (tag === undefined || tagMatches(e.tags, tag))) found.push(e.summary);
  }
  return found;
}

export function findTopUps(index: TopUpIndex, filter: { country: Country; search?: string }): TopUpCompanyView[] {
  const entries = index.byCountry.get(filter.country) ?? [];
  const term = filter.search === undefined ? undefined : foldTerm(filter.search);
  return entries.filter((e) => term === undefined || nameMatches(e.name, term)).map((e) => e.view);
}

// The row names carry the stored format: an instance of another release keeps its own rows.
export const servicesSnapshot: SnapshotKind<ServiceIndex> = {
  name: "services@1",
  build: (data) => indexServices(companiesOf<ServiceListing>(data)),
};

export const topUpsSnapshot: SnapshotKind<TopUpIndex> = {
  name: "topups@1",
  build: (data) => indexTopUps(companiesOf<TopUpCompany>(data)),
};
