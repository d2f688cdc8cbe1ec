import type { CountryCode } from "./types";

export type DocumentType = { code: string; description: string };

// Descriptions double as combo-box labels, so they stay short.
export const documentTypesByCountry: Record<CountryCode, DocumentType[]> = {
  AR: [
    { code: "DNI", description: "DNI" },
    { code: "CUIT", description: "CUIT" },
    { code: "CUIL", description: "CUIL" },
    { code: "PAS", description: "Pasaporte" },
  ],
  MX: [
    { code: "RFC", description: "RFC" },
    { code: "CURP", description: "CURP" },
  ],
  CL: [{ code: "RUT", description: "RUT" }],
  CO: [
    { code: "CC", description: "Cédula de ciudadanía" },
    { code: "NIT", description: "NIT" },
  ],
  PE: [
    { code: "DNI", description: "DNI" },
    { code: "RUC", description: "RUC" },
  ],
};

/**
 * The documents one company accepts (fresh copies: companies are served, and may be mutated by
 * routes, independently): the codes it names, else its country's whole list. Companies differ.
 */
export function documentTypesFor(country: CountryCode, codes?: string[]): DocumentType[] {
  return documentTypesByCountry[country].filter((d) => !codes || codes.includes(d.code)).map((d) => ({ ...d }));
}

/** Combo-box options `{code: label}` for the given document codes of a country. */
export function documentOptions(country: CountryCode, codes?: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (const d of documentTypesByCountry[country]) {
    if (!codes || codes.includes(d.code)) options[d.code] = d.description;
  }
  return options;
}
