// Shapes of the provider's catalogue objects, as docs/provider/notes.md §2 describes them.

export type CountryCode = "AR" | "MX" | "CL" | "CO" | "PE";
export type Currency = "ARS" | "MXN" | "CLP" | "COP" | "PEN" | "USD";

/** NUM digits · ALF alphanumeric · CBA barcode · IMP amount/phone · FEC date. */
export type DataType = "NUM" | "ALF" | "CBA" | "IMP" | "FEC";

export type QueryData = {
  identifierName: string;
  /** Combo box: key -> label; the key is what the client sends back. */
  identifierValue: Record<string, string> | null;
  description: string;
  dataType: DataType;
  minLength: number;
  maxLength: number;
  helpText: string;
  helpTextImage?: string;
  component: "TEXT_FIELD" | "COMBO_BOX_ESTATICO";
  position: number;
  inline: boolean;
  regex?: string;
};

export type Modality = {
  modalityId: string;
  modalityType: "input" | "barcode" | "qr" | "image";
  modalityTitle: string;
  modalityDescription: string;
  active: boolean;
  isSchedulable: boolean;
  status: "live" | "maintenance";
  queryData: QueryData[];
};

export type Tag = { id: number; name: string };

type CompanyBase = {
  companyCode: string;
  companyName: string;
  companyLogo: string | null;
  active: boolean;
  /** Sandbox-only bookkeeping, stripped from responses. */
  country: CountryCode;
};

export type ServiceCompany = CompanyBase & {
  companyType: "SERVICE";
  tags: string[];
  modalities: Modality[];
  additionalFields: QueryData[];
  documentTypes: { code: string; description: string }[];
};

export type PackageInformation = {
  internet: string;
  callMinutes: string;
  messagesNumber: string;
  socialMedia: string;
};

export type Product = {
  productId: string;
  productType: string;
  productDescription: string;
  status: "live";
  amountType: "OPEN" | "CLOSED" | "FIXED";
  amount: number;
  minAmount: number;
  maxAmount: number;
  allowedAmounts: number[];
  additionalData: null | Record<string, never> | { packageInformation: PackageInformation };
};

export type TopUpCompany = CompanyBase & {
  companyType: "RECHARGE";
  tags: Tag[];
  products: Product[];
  identifierName: string;
  identifierValue: null;
  dataType: DataType;
  helpText: string;
  minLength: number;
  maxLength: number;
};

export type GiftCardProduct = Product & { image: string | null };

export type GiftCardCompany = CompanyBase & {
  companyType: "SUBSCRIPTION";
  tags: Tag[];
  products: GiftCardProduct[];
};

export const CURRENCY_BY_COUNTRY: Record<CountryCode, Currency> = {
  AR: "ARS",
  MX: "MXN",
  CL: "CLP",
  CO: "COP",
  PE: "PEN",
};
