import "server-only";
import type { z } from "zod";
import { toGiftCardCompany, toServiceCompany, toServiceCompanyDetail, toTopUpCompany } from "./catalog-reshape";
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
      const body = await read(["services"], serviceListSchema, listServicesInput.parse(input));
      const next = body.links.find((link) => link.rel === "next");
      return {
        companies: body.services.map(toServiceCompany),
        nextPage: next ? pageOf(next.href) : null,
        tx: body.tx,
        mainTx: body.mainTx,
      };
    },

    /** GET {companies_url}/recharges — top-up companies (only active ones unless `active: false`). */
    async listTopUpCompanies(input: ListTopUpCompaniesInput = {}): Promise<TopUpCompanyList> {
      const body = await read(["recharges"], topUpListSchema, listTopUpCompaniesInput.parse(input));
      return { companies: body.recharges.map(toTopUpCompany), tx: body.tx, mainTx: body.mainTx };
    },

    /** GET {companies_url}/{companyCode} — a bill company (with its extra fields) or a top-up company. */
    async getCompany(companyCode: string): Promise<CompanyDetail> {
      const body = await read([companyCodeInput.parse(companyCode)], companyDetailSchema);
      const traced = { tx: body.tx, mainTx: body.mainTx };
      if ("service" in body) return { kind: "service", ...toServiceCompanyDetail(body.service), ...traced };
      return { kind: "topup", ...toTopUpCompany(body.recharges[0]), ...traced };
    },

    /** GET {companies_url}/tags — the categories bill companies can be filtered by. */
    listTags(): Promise<TagList> {
      return read(["tags"], tagListSchema);
    },

    /** GET {companies_url}/subscriptions — active gift-card companies. */
    async listGiftCards(): Promise<GiftCardCompanyList> {
      const body = await read(["subscriptions"], giftCardListSchema);
      return { companies: body.subscriptions.map(toGiftCardCompany), tx: body.tx, mainTx: body.mainTx };
    },

    /** GET {companies_url}/subscriptions/{companyCode} — one gift-card company with its products. */
    async getGiftCard(companyCode: string): Promise<GiftCardCompany & Traced> {
      const body = await read(["subscriptions", companyCodeInput.parse(companyCode)], giftCardDetailSchema);
      const company = "subscription" in body ? body.subscription : body;
      return { ...toGiftCardCompany(company), tx: body.tx, mainTx: body.mainTx };
    },
  };
}

function pageOf(href: string): number | null {
  const page = Number(new URL(href, "http://provider.invalid/").searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : null;
}

