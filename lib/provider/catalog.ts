import "server-only";
import type { z } from "zod";
import type { Query, Transport } from "./request";
import {
  companyCodeInput,
  companyDetailSchema,
  giftCardDetailSchema,
  giftCardListSchema,
  listServicesInput,
  listTopUpCompaniesInput,
  serviceListSchema,
  tagListSchema,
  topUpListSchema,
} from "./schemas/catalog";
import type {
  CompanyDetail,
  GiftCardCompany,
  GiftCardCompanyList,
  ListServicesInput,
  ListTopUpCompaniesInput,
  ServiceCompanyPage,
  TagList,
  TopUpCompanyList,
  Traced,
} from "./types";

export function catalogApi(t: Transport) {
  const read = <S extends z.ZodType>(path: string[], schema: S, query?: Query) =>
    t.request({ method: "GET", base: "companies", path, query, schema, kind: "read" });

  return {
    /** GET {companies_url}/services — bill companies, one page (50 by default). */
    async listServices(input: ListServicesInput = {}): Promise<ServiceCompanyPage> {
      return read(["services"], serviceListSchema, listServicesInput.parse(input));
    },

    /** GET {companies_url}/recharges — top-up companies (only active ones unless `active: false`). */
    async listTopUpCompanies(input: ListTopUpCompaniesInput = {}): Promise<TopUpCompanyList> {
      return read(["recharges"], topUpListSchema, listTopUpCompaniesInput.parse(input));
    },

    /** GET {companies_url}/{companyCode} — a bill company (with its extra fields) or a top-up company. */
    async getCompany(companyCode: string): Promise<CompanyDetail> {
      return read([companyCodeInput.parse(companyCode)], companyDetailSchema);
    },

    /** GET {companies_url}/tags — the categories bill companies can be filtered by. */
    listTags(): Promise<TagList> {
      return read(["tags"], tagListSchema);
    },

    /** GET {companies_url}/subscriptions — active gift-card companies. */
    async listGiftCards(): Promise<GiftCardCompanyList> {
      return read(["subscriptions"], giftCardListSchema);
    },

    /** GET {companies_url}/subscriptions/{companyCode} — one gift-card company with its products. */
    async getGiftCard(companyCode: string): Promise<GiftCardCompany & Traced> {
      return read(["subscriptions", companyCodeInput.parse(companyCode)], giftCardDetailSchema);
    },
  };
}
