import { z } from "zod";
import { id, list, money, tagSchema, traced } from "./common";

/** A field the user fills in to identify a bill (the notes' QueryData). */
export const queryFieldSchema = z.object({
  identifierName: z.string(),
  // A combo box's options (key -> label); null or a plain string for a free text field.
  identifierValue: z.union([z.record(z.string(), z.string()), z.string(), z.null()]).optional(),
  description: z.string().nullish(),
  dataType: z.string().nullish(),
  minLength: z.number().nullish(),
  maxLength: z.number().nullish(),
  helpText: z.string().nullish(),
  helpTextImage: z.string().nullish(),
  component: z.string().nullish(),
  position: z.number().nullish(),
  inline: z.boolean().nullish(),
  regex: z.string().nullish(),
});

export const modalitySchema = z.object({
  modalityId: z.string(),
  modalityType: z.string().nullish(),
  modalityTitle: z.string().nullish(),
  modalityDescription: z.string().nullish(),
  active: z.boolean().nullish(),
  isSchedulable: z.boolean().nullish(),
  status: z.string().nullish(),
  queryData: list(queryFieldSchema),
});

const companyBase = {
  companyCode: z.string().min(1),
  companyName: z.string(),
  companyType: z.string().nullish(),
  companyLogo: z.string().nullish(),
  active: z.boolean().nullish(),
  tags: list(tagSchema),
};

export const serviceCompanySchema = z.object({ ...companyBase, modalities: list(modalitySchema) });

export const serviceCompanyDetailSchema = serviceCompanySchema.extend({
  additionalFields: list(queryFieldSchema),
  documentTypes: list(z.object({ code: z.string(), description: z.string().nullish() })),
});

export const productSchema = z.object({
  productId: id,
  productType: z.string().nullish(),
  productDescription: z.string().nullish(),
  status: z.string().nullish(),
  amountType: z.enum(["OPEN", "CLOSED", "FIXED"]),
  amount: money.nullish(),
  minAmount: money.nullish(),
  maxAmount: money.nullish(),
  allowedAmounts: list(money),
  additionalData: z
    .object({ packageInformation: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).nullish() })
    .nullish(),
  image: z.string().nullish(),
});

export const topUpCompanySchema = z.object({
  ...companyBase,
  products: list(productSchema),
  identifierName: z.string().nullish(),
  dataType: z.string().nullish(),
  helpText: z.string().nullish(),
  minLength: z.number().nullish(),
  maxLength: z.number().nullish(),
});

export const giftCardCompanySchema = z.object({ ...companyBase, products: list(productSchema) });

/** `{rel: "next", href: "?page=2&limit=50"}`; the "next" link is absent on the last page. */
const links = list(z.object({ rel: z.string(), title: z.string().nullish(), href: z.string() }));

export const serviceListSchema = z.object({ services: list(serviceCompanySchema), links, ...traced });
export const topUpListSchema = z.object({ recharges: list(topUpCompanySchema), links, ...traced });

/** `GET {companies_url}/{code}`: `{service}` for a bill company, `{recharges: [one]}` for a top-up company. */
export const companyDetailSchema = z.union([
  z.object({ service: serviceCompanyDetailSchema, ...traced }),
  z.object({ recharges: z.tuple([topUpCompanySchema], topUpCompanySchema), ...traced }),
]);

export const tagListSchema = z.object({ tags: list(tagSchema), ...traced });

export const giftCardListSchema = z.object({ subscriptions: list(giftCardCompanySchema), ...traced });

/** One flattened entry, bare or wrapped in `{subscription}`. */
export const giftCardDetailSchema = z.union([
  z.object({ subscription: giftCardCompanySchema, ...traced }),
  giftCardCompanySchema.extend(traced),
]);

export const companyCodeInput = z.string().min(1);

export const listServicesInput = z.object({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(5000).optional(),
  active: z.boolean().optional(),
  searchCompany: z.string().trim().min(1).optional(),
  tag: z.union([z.string().min(1), z.number()]).optional(),
});

export const listTopUpCompaniesInput = z.object({
  active: z.boolean().optional(),
  searchCompany: z.string().trim().min(3, "searchCompany needs at least 3 characters").optional(),
});
