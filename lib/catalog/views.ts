// What the pages get of the catalogue: only what can be used (active companies, available
// modalities), with logos served by this app. Pure, so forms can share the types.
import type {
  GiftCardCompany,
  Modality,
  Product,
  ServiceCompany,
  ServiceCompanyDetail,
  TopUpCompany,
} from "@/lib/provider/types";
import { sameOriginLogo } from "./logo-url";
import { presentCompanyName, presentTags, type CategoryView } from "./present";

/** A modality the user can pick; unavailable ones are never shown. */
export type ModalityView = Omit<Modality, "active" | "status" | "available">;

/** A bill company in a list: enough for a search result or a category grid. */
export type ServiceCompanySummary = Pick<ServiceCompany, "companyCode" | "companyName" | "companyType" | "tags"> & {
  companyLogo: string | null;
  /** The tags as the user's categories (present.ts); `tags` keeps the provider's, to filter by. */
  categories: CategoryView[];
};

/** What a list needs of a bill company, in the provider's words (what the catalogue snapshot keeps). */
export type ServiceListing = Pick<ServiceCompany, "companyCode" | "companyName" | "companyType" | "companyLogo" | "tags">;

export type ServiceCompanyView = ServiceCompanySummary &
  Pick<ServiceCompanyDetail, "additionalFields" | "documentTypes"> & { modalities: ModalityView[] };

export type TopUpCompanyView = Omit<TopUpCompany, "active">;
export type GiftCardCompanyView = Omit<GiftCardCompany, "active">;

export function availableModalities(modalities: Modality[]): ModalityView[] {
  return modalities
    .filter((m) => m.available)
    .map(({ active: _active, status: _status, available: _available, ...rest }) => rest);
}

/** `categories` may be given when already worked out (a snapshot presents each set of tags once). */
export function toServiceSummary(c: ServiceListing, categories: CategoryView[] = presentTags(c.tags)): ServiceCompanySummary {
  return {
    companyCode: c.companyCode,
    companyName: presentCompanyName(c.companyName),
    companyType: c.companyType,
    companyLogo: sameOriginLogo(c.companyCode, c.companyLogo),
    tags: c.tags,
    categories,
  };
}

export function toServiceView(c: ServiceCompanyDetail): ServiceCompanyView {
  return {
    ...toServiceSummary(c),
    modalities: availableModalities(c.modalities),
    additionalFields: c.additionalFields,
    documentTypes: c.documentTypes,
  };
}

function withImages(companyCode: string, products: Product[]): Product[] {
  return products.map((p) => ({ ...p, image: sameOriginLogo(companyCode, p.image, p.productId) }));
}

export function toTopUpView({ active: _active, ...c }: TopUpCompany): TopUpCompanyView {
  return {
    ...c,
    companyName: presentCompanyName(c.companyName),
    companyLogo: sameOriginLogo(c.companyCode, c.companyLogo),
    products: withImages(c.companyCode, c.products),
  };
}

export function toGiftCardView({ active: _active, ...c }: GiftCardCompany): GiftCardCompanyView {
  return {
    ...c,
    companyName: presentCompanyName(c.companyName),
    companyLogo: sameOriginLogo(c.companyCode, c.companyLogo),
    products: withImages(c.companyCode, c.products),
  };
}
