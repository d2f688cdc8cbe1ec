import { deterministicUuid } from "./deterministic-id";
import { documentTypesFor } from "./documents";
import type { CompanySeed } from "./service-seed";
import { argentineServices } from "./services-ar";
import { generatedServices } from "./services-generated";
import { chileanServices, colombianServices, mexicanServices, peruvianServices } from "./services-latam";
import type { ServiceCompany } from "./types";

export const SERVICE_CODE_PATTERN = /^(AR|MX|CL|CO|PE)-S-\d{4,5}$/;

/** Logo paths are relative; the routes prefix the sandbox's own origin. */
export function logoPath(code: string): string {
  return `/logos/${code}.svg`;
}

/** A company whose modalities offer document types accepts exactly those; others take the seed's or the country's list. */
function documentCodesOf(seed: CompanySeed): string[] | undefined {
  const combo = seed.modalities.flatMap((m) => m.queryData).find((f) => f.identifierName === "documentType" && f.identifierValue);
  return combo?.identifierValue ? Object.keys(combo.identifierValue) : undefined;
}

function expand(seed: CompanySeed): ServiceCompany {
  if (!SERVICE_CODE_PATTERN.test(seed.code)) throw new Error(`Malformed service code: ${seed.code}`);
  return {
    companyCode: seed.code,
    companyName: seed.name,
    companyType: "SERVICE",
    companyLogo: seed.logo ? logoPath(seed.code) : null,
    active: seed.active,
    country: seed.country,
    tags: [...seed.tags],
    // Ids hang off code and position so they are stable across restarts and stored adhesions stay valid.
    modalities: seed.modalities.map((m, index) => ({
      modalityId: deterministicUuid(`${seed.code}:${index}`),
      ...structuredClone(m),
    })),
    additionalFields: seed.additionalFields.map((f, position) => ({ ...structuredClone(f), position })),
    documentTypes: documentTypesFor(seed.country, seed.documents ?? documentCodesOf(seed)),
  };
}

const COUNTRY_ORDER = ["AR", "MX", "CL", "CO", "PE"];

function compareCodes(a: string, b: string): number {
  const byCountry = COUNTRY_ORDER.indexOf(a.slice(0, 2)) - COUNTRY_ORDER.indexOf(b.slice(0, 2));
  return byCountry !== 0 ? byCountry : Number(a.slice(5)) - Number(b.slice(5));
}

function build(): ServiceCompany[] {
  const seeds = [
    ...argentineServices,
    ...mexicanServices,
    ...chileanServices,
    ...colombianServices,
    ...peruvianServices,
    ...generatedServices,
  ];
  const seen = new Set<string>();
  for (const s of seeds) {
    if (seen.has(s.code)) throw new Error(`Duplicate service code: ${s.code}`);
    seen.add(s.code);
  }
  // Sorted by country, then by code number, so pages are stable whatever order the tables are written in.
  return seeds.map(expand).sort((a, b) => compareCodes(a.companyCode, b.companyCode));
}

export const serviceCompanies: ServiceCompany[] = build();

const byCode = new Map(serviceCompanies.map((c) => [c.companyCode, c]));

/** Exact, case-sensitive lookup, as the provider's codes are. */
export function findServiceCompany(code: string): ServiceCompany | undefined {
  return byCode.get(code);
}
