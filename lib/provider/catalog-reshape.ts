// Reshapes the provider's catalogue objects into the app's types.
import type { z } from "zod";
import type {
  giftCardCompanySchema,
  modalitySchema,
  productSchema,
  queryFieldSchema,
  serviceCompanyDetailSchema,
  serviceCompanySchema,
  topUpCompanySchema,
} from "./schemas/catalog";
import type {
  GiftCardCompany,
  Modality,
  Product,
  QueryField,
  ServiceCompany,
  ServiceCompanyDetail,
  TopUpCompany,
} from "./types";

type Company = z.output<typeof serviceCompanySchema> | z.output<typeof giftCardCompanySchema>;

function companyBase(c: Company) {
  return {
    companyCode: c.companyCode,
    companyName: c.companyName,
    companyType: c.companyType ?? null,
    companyLogo: c.companyLogo || null,
    active: c.active ?? true,
  };
}

export function toServiceCompany(c: z.output<typeof serviceCompanySchema>): ServiceCompany {
  return { ...companyBase(c), tags: c.tags.map((tag) => tag.name), modalities: c.modalities.map(toModality) };
}

export function toServiceCompanyDetail(c: z.output<typeof serviceCompanyDetailSchema>): ServiceCompanyDetail {
  return {
    ...toServiceCompany(c),
    additionalFields: c.additionalFields.map(toQueryField),
    documentTypes: c.documentTypes.map((d) => ({ code: d.code, description: d.description ?? null })),
  };
}

export function toTopUpCompany(c: z.output<typeof topUpCompanySchema>): TopUpCompany {
  return {
    ...companyBase(c),
    tags: c.tags,
    products: c.products.map(toProduct),
    identifier: {
      identifierName: c.identifierName ?? null,
      dataType: c.dataType ?? null,
      helpText: c.helpText ?? null,
      minLength: c.minLength ?? null,
      maxLength: c.maxLength ?? null,
    },
  };
}

export function toGiftCardCompany(c: z.output<typeof giftCardCompanySchema>): GiftCardCompany {
  return { ...companyBase(c), tags: c.tags, products: c.products.map(toProduct) };
}

function toModality(m: z.output<typeof modalitySchema>): Modality {
  const active = m.active ?? true;
  return {
    modalityId: m.modalityId,
    modalityType: m.modalityType ?? null,
    modalityTitle: m.modalityTitle ?? null,
    modalityDescription: m.modalityDescription ?? null,
    active,
    isSchedulable: m.isSchedulable ?? false,
    status: m.status ?? null,
    available: active && (m.status ?? "live") === "live",
    queryData: m.queryData.map(toQueryField).sort((a, b) => a.position - b.position),
  };
}

function toQueryField(f: z.output<typeof queryFieldSchema>): QueryField {
  const options = f.identifierValue && typeof f.identifierValue === "object" ? f.identifierValue : null;
  return {
    identifierName: f.identifierName,
    description: f.description ?? null,
    dataType: f.dataType ?? null,
    minLength: f.minLength ?? null,
    maxLength: f.maxLength ?? null,
    helpText: f.helpText || null,
    helpTextImage: f.helpTextImage || null,
    component: f.component ?? null,
    position: f.position ?? 0,
    inline: f.inline ?? false,
    regex: f.regex || null,
    options: options ? Object.entries(options).map(([value, label]) => ({ value, label })) : null,
  };
}

function toProduct(p: z.output<typeof productSchema>): Product {
  const allowed = p.allowedAmounts;
  const minAmount = p.minAmount ?? p.amount ?? (allowed.length > 0 ? Math.min(...allowed) : 0);
  const maxAmount = p.maxAmount ?? p.amount ?? (allowed.length > 0 ? Math.max(...allowed) : 0);
  return {
    productId: p.productId,
    productType: p.productType ?? null,
    productDescription: p.productDescription ?? null,
    amountType: p.amountType,
    amount: p.amount ?? minAmount,
    minAmount,
    maxAmount,
    allowedAmounts: p.allowedAmounts,
    packageInformation: p.additionalData?.packageInformation ?? null,
    image: p.image || null,
  };
}
