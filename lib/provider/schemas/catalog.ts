import { z } from "zod";
import { blank, id, list, money, orElse, orNull, tagSchema, traced, tracedOf } from "./common";

// Each schema reads the provider's catalogue object and reshapes it into the app's type (see ../types.ts).

/** A field the user fills in to identify a bill (the notes' QueryData); sent back as `identifierName`. */
export const queryFieldSchema = z
  .object({
    identifierName: z.string(),
    // A combo box's options (key -> label); null or a plain string for a free text field.
    identifierValue: z.union([z.record(z.string(), z.string()), z.string(), z.null()]).optional(),
    description: orNull(z.string()),
    dataType: orNull(z.string()),
    minLength: orNull(z.number()),
    maxLength: orNull(z.number()),
    helpText: blank(z.string()),
    helpTextImage: blank(z.string()),
    component: orNull(z.string()),
    position: orElse(z.number(), 0),
    inline: orElse(z.boolean(), false),
    regex: blank(z.string()),
  })
  .transform(({ identifierValue, ...field }) => {
    const options = identifierValue && typeof identifierValue === "object" ? identifierValue : null;
    return {
      ...field,
      /** Options of a combo box, in the provider's order (send the `value`); null for a text field. */
      options: options ? Object.entries(options).map(([value, label]) => ({ value, label })) : null,
    };
  });

export const modalitySchema = z
  .object({
    modalityId: z.string(),
    modalityType: orNull(z.string()),
    modalityTitle: orNull(z.string()),
    modalityDescription: orNull(z.string()),
    active: orElse(z.boolean(), true),
    isSchedulable: orElse(z.boolean(), false),
    status: orNull(z.string()),
    queryData: list(queryFieldSchema),
  })
  .transform(({ queryData, ...modality }) => ({
    ...modality,
    /** Active and live: the only modalities to offer. */
    available: modality.active && (modality.status ?? "live") === "live",
    queryData: queryData.sort((a, b) => a.position - b.position),
  }));

const companyBase = {
  companyCode: z.string().min(1),
  companyName: z.string(),
  companyType: orNull(z.string()),
  /** URL or base64; null when the company has none (show its initial). */
  companyLogo: blank(z.string()),
  active: orElse(z.boolean(), true),
  tags: list(tagSchema),
};

const serviceCompanyFields = z.object({ ...companyBase, modalities: list(modalitySchema) });

/** A bill company's tags are bare names (which may contain commas). */
function serviceCompany({ tags, modalities, ...company }: z.output<typeof serviceCompanyFields>) {
  return { ...company, tags: tags.map((tag) => tag.name), modalities };
}

export const serviceCompanySchema = serviceCompanyFields.transform(serviceCompany);

export const serviceCompanyDetailSchema = serviceCompanyFields
  .extend({
    additionalFields: list(queryFieldSchema),
    documentTypes: list(z.object({ code: z.string(), description: orNull(z.string()) })),
  })
  .transform(({ additionalFields, documentTypes, ...company }) => ({
    ...serviceCompany(company),
    additionalFields,
    documentTypes,
  }));

export const amountType = z.enum(["OPEN", "CLOSED", "FIXED"]);

export const productSchema = z
  .object({
    productId: id,
    productType: orNull(z.string()),
    productDescription: orNull(z.string()),
    status: z.string().nullish(),
    amountType,
    amount: money.nullish(),
    minAmount: money.nullish(),
    maxAmount: money.nullish(),
    allowedAmounts: list(money),
    additionalData: z
      .object({ packageInformation: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)).nullish() })
      .nullish(),
    image: blank(z.string()),
  })
  .transform((p) => {
    const allowed = p.allowedAmounts;
    const minAmount = p.minAmount ?? p.amount ?? (allowed.length > 0 ? Math.min(...allowed) : 0);
    const maxAmount = p.maxAmount ?? p.amount ?? (allowed.length > 0 ? Math.max(...allowed) : 0);
    return {
      productId: p.productId,
      productType: p.productType,
      productDescription: p.productDescription,
      /** OPEN: any amount in [min, max] · CLOSED: amount = min = max · FIXED: one of allowedAmounts. */
      amountType: p.amountType,
      /** Suggested amount. */
      amount: p.amount ?? minAmount,
      minAmount,
      maxAmount,
      allowedAmounts: allowed,
      /** Package contents ("5 GB"), keyed internet, callMinutes, messagesNumber, socialMedia. */
      packageInformation: p.additionalData?.packageInformation ?? null,
      image: p.image,
    };
  });

export const topUpCompanySchema = z
  .object({
    ...companyBase,
    products: list(productSchema),
    identifierName: orNull(z.string()),
    dataType: orNull(z.string()),
    helpText: orNull(z.string()),
    minLength: orNull(z.number()),
    maxLength: orNull(z.number()),
  })
  .transform(({ identifierName, dataType, helpText, minLength, maxLength, ...company }) => ({
    ...company,
    /** The one field the user enters (usually a phone number). */
    identifier: { identifierName, dataType, helpText, minLength, maxLength },
  }));

export const giftCardCompanySchema = z.object({ ...companyBase, products: list(productSchema) });

/** `{rel: "next", href: "?page=2&limit=50"}`; the "next" link is absent on the last page. */
const links = list(z.object({ rel: z.string(), title: z.string().nullish(), href: z.string() }));

export const serviceListSchema = z.object({ services: list(serviceCompanySchema), links, ...traced }).transform((body) => {
  const next = body.links.find((link) => link.rel === "next");
  return { companies: body.services, nextPage: next ? pageOf(next.href) : null, ...tracedOf(body) };
});

export const topUpListSchema = z
  .object({ recharges: list(topUpCompanySchema), ...traced })
  .transform((body) => ({ companies: body.recharges, ...tracedOf(body) }));

/** `GET {companies_url}/{code}`: `{service}` for a bill company, `{recharges: [one]}` for a top-up company. */
export const companyDetailSchema = z
  .union([
    z.object({ service: serviceCompanyDetailSchema, ...traced }),
    z.object({ recharges: z.tuple([topUpCompanySchema], topUpCompanySchema), ...traced }),
  ])
  .transform((body) =>
    "service" in body
      ? { kind: "service" as const, ...body.service, ...tracedOf(body) }
      : { kind: "topup" as const, ...body.recharges[0], ...tracedOf(body) },
  );

export const tagListSchema = z.object({ tags: list(tagSchema), ...traced });

export const giftCardListSchema = z
  .object({ subscriptions: list(giftCardCompanySchema), ...traced })
  .transform((body) => ({ companies: body.subscriptions, ...tracedOf(body) }));

/** One flattened entry, bare or wrapped in `{subscription}`. */
export const giftCardDetailSchema = z
  .union([z.object({ subscription: giftCardCompanySchema, ...traced }), giftCardCompanySchema.extend(traced)])
  .transform(({ tx, mainTx, ...body }) => ({ ...("subscription" in body ? body.subscription : body), ...tracedOf({ tx, mainTx }) }));

function pageOf(href: string): number | null {
  const page = Number(new URL(href, "http://provider.invalid/").searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : null;
}

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
