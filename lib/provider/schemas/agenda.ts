import { z } from "zod";
import { blank, exchangeDetailSchema, id, identifierInput, identifierSchema, list, money, orElse, orNull, traced, tracedOf } from "./common";

export const notificationSchema = z
  .object({
    id: id,
    companyCode: z.string(),
    companyName: blank(z.string()),
    companyLogo: blank(z.string()),
    type: z.string(),
    agendaId: blank(z.string()),
    expirationDate: blank(z.string()),
    expirationDateWasEstimated: orElse(z.boolean(), false),
    amount: orNull(money),
    lastPaidDate: blank(z.string()),
    lastPaidAmount: orNull(money),
    exchangeDetail: list(exchangeDetailSchema),
    channels: list(z.string()),
    // Decision (docs/provider/notes.md §2.6): the bill's own query fields, such as its issue date.
    queryData: list(identifierSchema),
  })
  .transform((n) => ({
    id: n.id,
    type: n.type,
    agendaId: n.agendaId,
    companyCode: n.companyCode,
    companyName: n.companyName,
    companyLogo: n.companyLogo,
    expirationDate: n.expirationDate,
    expirationDateWasEstimated: n.expirationDateWasEstimated,
    amount: n.amount,
    lastPaidDate: n.lastPaidDate,
    lastPaidAmount: n.lastPaidAmount,
    exchange: n.exchangeDetail[0] ?? null,
    channels: n.channels,
    /** The fields that name this bill in a debt query (a company's date field); empty when not given. */
    queryData: n.queryData,
  }));

export const adhesionSchema = z.object({
  agendaId: z.string(),
  serviceIdentifier: blank(id),
  modalityId: blank(z.string()),
  companyCode: z.string(),
  companyName: blank(z.string()),
  companyLogo: blank(z.string()),
  alias: blank(z.string()),
  type: blank(z.string()),
  isAutomaticDebit: orElse(z.boolean(), false),
  isAdhered: z.boolean(),
  /** Filled only when listed with includeNotifications. */
  notifications: list(notificationSchema),
});

export const adhesionResponseSchema = adhesionSchema.extend(traced).transform(({ tx, mainTx, ...a }) => ({ ...a, ...tracedOf({ tx, mainTx }) }));
export const adhesionListSchema = z
  .object({ adhesions: list(adhesionSchema), ...traced })
  .transform((body) => ({ adhesions: body.adhesions, ...tracedOf(body) }));
export const notificationListSchema = z
  .object({ notifications: list(notificationSchema), ...traced })
  .transform((body) => ({ notifications: body.notifications, ...tracedOf(body) }));

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
