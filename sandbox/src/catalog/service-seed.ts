import type { FieldDraft, ModalitySeed } from "./query-fields";
import type { ServiceTagName } from "./tags";
import type { CountryCode } from "./types";

/** Compact description of a bill company; services.ts expands it into a ServiceCompany. */
export type CompanySeed = {
  code: string;
  name: string;
  country: CountryCode;
  tags: ServiceTagName[];
  modalities: ModalitySeed[];
  active: boolean;
  /** False for the companies the provider has no logo for; the routes then serve null. */
  logo: boolean;
  additionalFields: FieldDraft[];
  /** The document codes the company accepts; unset: its country's whole list. */
  documents?: string[];
};

type SeedExtras = Partial<Pick<CompanySeed, "active" | "logo" | "additionalFields" | "documents">>;

const COUNTRIES: readonly CountryCode[] = ["AR", "MX", "CL", "CO", "PE"];

/** The country is read from the code so the two can never disagree. */
export function countryOfCode(code: string): CountryCode {
  const prefix = code.slice(0, 2);
  const country = COUNTRIES.find((c) => c === prefix);
  if (!country) throw new Error(`Catalogue code without a known country prefix: ${code}`);
  return country;
}

export function seed(code: string, name: string, tags: ServiceTagName[], modalities: ModalitySeed[], extras: SeedExtras = {}): CompanySeed {
  return {
    code,
    name,
    country: countryOfCode(code),
    tags,
    modalities,
    active: extras.active ?? true,
    logo: extras.logo ?? true,
    additionalFields: extras.additionalFields ?? [],
    ...(extras.documents ? { documents: extras.documents } : {}),
  };
}
