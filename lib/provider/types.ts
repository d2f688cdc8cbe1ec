// The app's view of the provider: clean, camelCase, nulls instead of missing/"" values. Each type is
// what a schema in ./schemas gives after its .transform(): the reshaping is written once, there.
// Type-only imports, so client components can import these without pulling zod schemas in.
import type { z } from "zod";
import type {
  adhesionListSchema,
  adhesionSchema,
  listAdhesionsInput,
  notificationListSchema,
  notificationSchema,
  registerAdhesionInput,
  updateAdhesionInput,
} from "./schemas/agenda";
import type { billPaymentInput, debtQueryInput, debtQueryResultSchema, debtSchema } from "./schemas/bills";
import type {
  amountType,
  companyDetailSchema,
  giftCardCompanySchema,
  giftCardListSchema,
  listServicesInput,
  listTopUpCompaniesInput,
  modalitySchema,
  productSchema,
  queryFieldSchema,
  serviceCompanyDetailSchema,
  serviceCompanySchema,
  serviceListSchema,
  tagListSchema,
  topUpCompanySchema,
  topUpListSchema,
} from "./schemas/catalog";
import type { exchangeDetailSchema, identifierSchema, paymentMethod, tagSchema, tracedSchema } from "./schemas/common";
import type {
  giftCardPaymentInput,
  operationKind,
  operationStatus,
  statusResultSchema,
  topUpPaymentInput,
} from "./schemas/operations";
import type {
  exchangeRateSchema,
  exchangeRatesInput,
  exchangeRatesResponseSchema,
  walletBalanceResponseSchema,
  walletSchema,
} from "./schemas/tools";

/** The provider's ids of the step and of the whole transaction, for support and reconciliation. */
export type Traced = z.output<typeof tracedSchema>;

export type Tag = z.output<typeof tagSchema>;
export type Identifier = z.output<typeof identifierSchema>;
/** An amount converted to another currency (USD); `exchangeRate` is local units per unit. */
export type ExchangeDetail = z.output<typeof exchangeDetailSchema>;

// ── Catalogue ────────────────────────────────────────────────────────────────

export type QueryField = z.output<typeof queryFieldSchema>;
export type Modality = z.output<typeof modalitySchema>;
export type ServiceCompany = z.output<typeof serviceCompanySchema>;
export type ServiceCompanyDetail = z.output<typeof serviceCompanyDetailSchema>;
export type AmountType = z.output<typeof amountType>;
export type Product = z.output<typeof productSchema>;
export type TopUpCompany = z.output<typeof topUpCompanySchema>;
export type GiftCardCompany = z.output<typeof giftCardCompanySchema>;

export type ServiceCompanyPage = z.output<typeof serviceListSchema>;
export type TopUpCompanyList = z.output<typeof topUpListSchema>;
export type GiftCardCompanyList = z.output<typeof giftCardListSchema>;
export type TagList = z.output<typeof tagListSchema>;
/** A bill company (`kind: "service"`) or a top-up company (`kind: "topup"`). */
export type CompanyDetail = z.output<typeof companyDetailSchema>;

// ── Bills ────────────────────────────────────────────────────────────────────

export type Debt = z.output<typeof debtSchema>;
export type DebtQuery = z.output<ReturnType<typeof debtQueryResultSchema>>;

// ── Payments and operations ──────────────────────────────────────────────────

export type OperationKind = z.output<typeof operationKind>;
export type OperationStatus = z.output<typeof operationStatus>;
export type PaymentMethod = z.output<typeof paymentMethod>;
/** A payment's answer or a status read (both schemas reshape alike). */
export type PaymentResult = z.output<ReturnType<typeof statusResultSchema>>;

// ── Agenda ───────────────────────────────────────────────────────────────────

export type AgendaNotification = z.output<typeof notificationSchema>;
export type Adhesion = z.output<typeof adhesionSchema>;
export type AdhesionList = z.output<typeof adhesionListSchema>;
export type NotificationList = z.output<typeof notificationListSchema>;

// ── Tools ────────────────────────────────────────────────────────────────────

export type ExchangeRate = z.output<typeof exchangeRateSchema>;
export type Wallet = z.output<typeof walletSchema>;
export type ExchangeRates = z.output<typeof exchangeRatesResponseSchema>;
export type WalletBalance = z.output<typeof walletBalanceResponseSchema>;

// ── Inputs ───────────────────────────────────────────────────────────────────

export type ListServicesInput = z.input<typeof listServicesInput>;
export type ListTopUpCompaniesInput = z.input<typeof listTopUpCompaniesInput>;
export type DebtQueryInput = z.input<typeof debtQueryInput>;
export type BillPaymentInput = z.input<typeof billPaymentInput>;
export type TopUpPaymentInput = z.input<typeof topUpPaymentInput>;
export type GiftCardPaymentInput = z.input<typeof giftCardPaymentInput>;
export type RegisterAdhesionInput = z.input<typeof registerAdhesionInput>;
export type ListAdhesionsInput = z.input<typeof listAdhesionsInput>;
export type UpdateAdhesionInput = z.input<typeof updateAdhesionInput>;
export type ExchangeRatesInput = z.input<typeof exchangeRatesInput>;
