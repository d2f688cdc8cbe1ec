import { z } from "zod";
import { COUNTRIES } from "@/lib/rules/country";
import { SEARCH_MIN } from "@/lib/rules/search";

// Query strings of the catalogue and rates routes (every value arrives as a string).

/** Blank means "no search"; a term must be long enough (lib/rules/search.ts). */
const searchSchema = z
  .string()
  .trim()
  .max(60, "Use at most 60 characters to search.")
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || value.length >= SEARCH_MIN, `Type at least ${SEARCH_MIN} characters to search.`);

/** Another country's catalogue ("Ver otros países"); left out, the lists answer the user's own. */
const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(COUNTRIES, { error: `country is one of ${COUNTRIES.join(", ")}.` }))
  .optional();

export const serviceListQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a whole number." }).int("page must be a whole number.").min(1, "page starts at 1.").max(10_000).default(1),
  limit: z.coerce.number({ error: "limit must be a whole number." }).int("limit must be a whole number.").min(1, "limit must be at least 1.").max(100, "limit can be at most 100.").default(50),
  search: searchSchema,
  tag: z.string().trim().min(1, "Choose a category.").max(60, "That category is not valid.").optional(),
  country: countrySchema,
});

export const topUpListQuerySchema = z.object({ search: searchSchema, country: countrySchema });

export const giftCardListQuerySchema = z.object({ country: countrySchema });

export const ratesQuerySchema = z.object({
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "countryCode is a two-letter country code, like AR.")
    .optional(),
  companyType: z.enum(["SERVICE", "RECHARGE", "SUBSCRIPTION"], { error: "companyType is SERVICE, RECHARGE or SUBSCRIPTION." }).optional(),
});

export const logoQuerySchema = z.object({ product: z.string().trim().min(1).max(64).optional() });

/** The query string as a plain object; a repeated parameter keeps its last value. */
export const searchParamsOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);

/** What a person typed for a modality's fields; checked against the modality itself in lib/catalog. */
export const queryDataSchema = z
  .array(
    z.object({
      identifierName: z.string({ error: "Name the field." }).trim().min(1, "Name the field.").max(100, "That field is not valid."),
      // Blank is reported per field by the modality check ("… is required"), so it is let through here.
      identifierValue: z.string({ error: "Fill in this field." }).max(200, "That value is too long."),
    }),
    { error: "Fill in the fields of the chosen modality." },
  )
  .min(1, "Fill in the fields of the chosen modality.")
  .max(20, "Too many fields.");
