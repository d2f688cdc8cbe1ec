import { z } from "zod";
import { exchangeDetailSchema, id, identifierInput, list, money, traced } from "./common";

export const notificationSchema = z.object({
  id: id,
  companyCode: z.string(),
  companyName: z.string().nullish(),
  companyLogo: z.string().nullish(),
  type: z.string(),
  agendaId: z.string().nullish(),
  expirationDate: z.string().nullish(),
  expirationDateWasEstimated: z.boolean().nullish(),
  amount: money.nullish(),
  lastPaidDate: z.string().nullish(),
  lastPaidAmount: money.nullish(),
  exchangeDetail: list(exchangeDetailSchema),
  channels: list(z.string()),
});

export const adhesionSchema = z.object({
  agendaId: z.string(),
  serviceIdentifier: id.nullish(),
  modalityId: z.string().nullish(),
  companyCode: z.string(),
  companyName: z.string().nullish(),
  companyLogo: z.string().nullish(),
  alias: z.string().nullish(),
  type: z.string().nullish(),
  isAutomaticDebit: z.boolean().nullish(),
  isAdhered: z.boolean(),
  notifications: list(notificationSchema),
});

export const adhesionResponseSchema = adhesionSchema.extend(traced);
export const adhesionListSchema = z.object({ adhesions: list(adhesionSchema), ...traced });
export const notificationListSchema = z.object({ notifications: list(notificationSchema), ...traced });

export const externalClientIdInput = z.string().min(1);

export const registerAdhesionInput = z.object({
  companyCode: z.string().min(1),
  modalityId: z.string().min(1),
  alias: z.string().optional(),
  queryData: z.array(identifierInput).min(1),
  externalClientId: externalClientIdInput,
});

export const listAdhesionsInput = z.object({
  externalClientId: externalClientIdInput,
  allAdhesions: z.boolean().optional(),
  includeNotifications: z.boolean().optional(),
});

export const updateAdhesionInput = z
  .object({
    agendaId: z.string().min(1),
    alias: z.string().optional(),
    isAdhered: z.boolean().optional(),
    // Decision: the adhesion carries isAutomaticDebit (docs/provider/api-spec.md §2.4) and PATCH
    // changes only the fields sent; Saldo sends it to keep the provider in step with its own
    // autopay setting (docs/reminders-and-autopay.md).
    isAutomaticDebit: z.boolean().optional(),
  })
  .refine((input) => input.alias !== undefined || input.isAdhered !== undefined || input.isAutomaticDebit !== undefined, {
    message: "give alias, isAdhered or isAutomaticDebit",
  });
