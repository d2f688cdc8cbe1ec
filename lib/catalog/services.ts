import "server-only";
import { AppError } from "@/lib/platform/http/errors";
import { getProvider, isProviderError } from "@/lib/provider";
import type { CompanyDetail, ServiceCompanyDetail, Tag, TopUpCompany } from "@/lib/provider/types";
import { countryOfCode, type Country } from "@/lib/rules/country";
import { cached, cacheKey } from "./cache";
import { currentServices } from "./snapshot/current";
import { findServices } from "./snapshot/lists";
import { readServiceListings } from "./snapshot/read";
import { toServiceSummary, toServiceView, type ServiceCompanySummary, type ServiceCompanyView } from "./views";

/** Catalogue codes look like "AR-S-0003"; anything else cannot exist, so the provider is not asked. */
const COMPANY_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export const companyNotFound = (code: string) =>
  new AppError("NOT_FOUND", `No company with the code "${code.slice(0, 64)}" is available.`);

/** Runs a catalogue read, turning the provider's "unknown or inactive company" into our 404. */
export async function companyRead<T>(code: string, read: () => Promise<T>): Promise<T> {
  if (!COMPANY_CODE.test(code)) throw companyNotFound(code);
  try {
    return await read();
  } catch (error) {
    if (isProviderError(error) && error.status === 404) throw companyNotFound(code);
    throw error;
  }
}

export type ServicePage = { companies: ServiceCompanySummary[]; page: number; nextPage: number | null };

/** Before any instance stored a snapshot (a first start with the provider down), the provider is asked per search, as it was before. */
function providerServices(filter: { search?: string; tag?: string }): Promise<ServiceCompanySummary[]> {
  return cached(cacheKey("services-all", filter), async () => (await readServiceListings(filter)).map((c) => toServiceSummary(c)));
}

type ServiceListQuery = { page: number; limit: number; search?: string; tag?: string; country: Country };

/**
 * One page of the country's active bill companies, optionally searched by name or filtered by
 * category, in the provider's order: answered from the catalogue snapshot (snapshot/), which the
 * provider would answer the same.
 */
export async function listServiceCompanies(input: ServiceListQuery): Promise<ServicePage> {
  const index = await currentServices();
  const ours = index
    ? findServices(index, input)
    : (await providerServices({ search: input.search, tag: input.tag })).filter((c) => countryOfCode(c.companyCode) === input.country);
  return pageOf(ours, input);
}

function pageOf(ours: ServiceCompanySummary[], input: ServiceListQuery): ServicePage {
  const start = (input.page - 1) * input.limit;
  return {
    companies: ours.slice(start, start + input.limit),
    page: input.page,
    nextPage: start + input.limit < ours.length ? input.page + 1 : null,
  };
}

// The JSON of the pages answered lately, per snapshot. A snapshot never changes (a new one replaces
// it), so neither does the JSON of one of its pages: the page is written once, not on every
// request that asks for it. At most 256 pages per snapshot (searches included), oldest out first.
const pageBodies = new WeakMap<object, Map<string, Uint8Array<ArrayBuffer>>>();
const PAGE_BODIES_MAX = 256;
const utf8 = new TextEncoder();

/** listServiceCompanies' page as the JSON the API answers, in UTF-8. */
export async function serviceCompaniesJson(input: ServiceListQuery): Promise<Uint8Array<ArrayBuffer>> {
  const index = await currentServices();
  if (!index) return utf8.encode(JSON.stringify(await listServiceCompanies(input)));
  let bodies = pageBodies.get(index);
  if (!bodies) pageBodies.set(index, (bodies = new Map()));
  const key = JSON.stringify([input.country, input.page, input.limit, input.search ?? null, input.tag ?? null]);
  let body = bodies.get(key);
  if (!body) {
    body = utf8.encode(JSON.stringify(pageOf(findServices(index, input), input)));
    if (bodies.size >= PAGE_BODIES_MAX) bodies.delete(bodies.keys().next().value!);
    bodies.set(key, body);
  }
  return body;
}

/** GET {companies_url}/{code}, shared by bill and top-up companies (the provider answers either). */
export function companyDetail(code: string): Promise<CompanyDetail> {
  return companyRead(code, () =>
    cached(cacheKey("company", { code }), async () => {
      const { tx: _tx, mainTx: _mainTx, ...detail } = await getProvider().catalog.getCompany(code);
      return detail;
    }),
  );
}

/** A bill company as the provider describes it, unavailable modalities included (for checks). */
export async function findServiceCompany(code: string): Promise<ServiceCompanyDetail> {
  const detail = await companyDetail(code);
  if (detail.kind !== "service" || !detail.active) throw companyNotFound(code);
  return detail;
}

export async function getServiceCompany(code: string): Promise<ServiceCompanyView> {
  return toServiceView(await findServiceCompany(code));
}

export async function findTopUpCompany(code: string): Promise<TopUpCompany> {
  const detail = await companyDetail(code);
  if (detail.kind !== "topup" || !detail.active) throw companyNotFound(code);
  return detail;
}

export function listTags(): Promise<Tag[]> {
  return cached(cacheKey("tags"), async () => (await getProvider().catalog.listTags()).tags);
}
