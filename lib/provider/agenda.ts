import "server-only";
import type { z } from "zod";
import { ProviderError } from "./errors";
import type { Transport } from "./request";
import {
  adhesionListSchema,
  adhesionResponseSchema,
  externalClientIdInput,
  listAdhesionsInput,
  notificationListSchema,
  registerAdhesionInput,
  updateAdhesionInput,
  type adhesionSchema,
  type notificationSchema,
} from "./schemas/agenda";
import type {
  Adhesion,
  AdhesionList,
  AgendaNotification,
  ListAdhesionsInput,
  NotificationList,
  RegisterAdhesionInput,
  Traced,
  UpdateAdhesionInput,
} from "./types";

export function agendaApi(t: Transport) {
  return {
    /** POST {agenda_url}/adhesions/register — a bill reminder. Never retried (see outcomeUnknown). */
    async register(input: RegisterAdhesionInput): Promise<Adhesion & Traced> {
      const res = await t.request({
        method: "POST",
        base: "agenda",
        path: ["adhesions", "register"],
        body: registerAdhesionInput.parse(input),
        schema: adhesionResponseSchema,
        kind: "mutation",
      });
      return { ...toAdhesion(res), tx: res.tx, mainTx: res.mainTx };
    },

    /** GET {agenda_url}/adhesions/{externalClientId} — active adhesions, or all with `allAdhesions`. */
    async list(input: ListAdhesionsInput): Promise<AdhesionList> {
      const { externalClientId, ...query } = listAdhesionsInput.parse(input);
      try {
        const res = await t.request({
          method: "GET",
          base: "agenda",
          path: ["adhesions", externalClientId],
          query,
          schema: adhesionListSchema,
          kind: "read",
        });
        return { adhesions: res.adhesions.map(toAdhesion), tx: res.tx, mainTx: res.mainTx };
      } catch (error) {
        // The provider answers "no adhesions" with a 404.
        if (error instanceof ProviderError && error.status === 404 && error.code === "AGA0003") {
          return { adhesions: [], tx: error.tx, mainTx: error.mainTx };
        }
        throw error;
      }
    },

    /** PATCH {agenda_url}/adhesions — changes only the fields given (alias, isAdhered, isAutomaticDebit). Never retried. */
    async update(input: UpdateAdhesionInput): Promise<Adhesion & Traced> {
      const { agendaId, alias, isAdhered, isAutomaticDebit } = updateAdhesionInput.parse(input);
      const res = await t.request({
        method: "PATCH",
        base: "agenda",
        path: ["adhesions"],
        body: { agendaId, ...(alias === undefined ? {} : { alias }), ...(isAdhered === undefined ? {} : { isAdhered }), ...(isAutomaticDebit === undefined ? {} : { isAutomaticDebit }) },
        schema: adhesionResponseSchema,
        kind: "mutation",
      });
      return { ...toAdhesion(res), tx: res.tx, mainTx: res.mainTx };
    },

    /** GET {agenda_url}/notifications/{externalClientId} — new bill information for the user's adhesions. */
    async notifications(externalClientId: string): Promise<NotificationList> {
      const res = await t.request({
        method: "GET",
        base: "agenda",
        path: ["notifications", externalClientIdInput.parse(externalClientId)],
        schema: notificationListSchema,
        kind: "read",
      });
      return { notifications: res.notifications.map(toNotification), tx: res.tx, mainTx: res.mainTx };
    },
  };
}

export function toAdhesion(a: z.output<typeof adhesionSchema>): Adhesion {
  return {
    agendaId: a.agendaId,
    serviceIdentifier: a.serviceIdentifier || null,
    modalityId: a.modalityId || null,
    companyCode: a.companyCode,
    companyName: a.companyName || null,
    companyLogo: a.companyLogo || null,
    alias: a.alias || null,
    type: a.type || null,
    isAutomaticDebit: a.isAutomaticDebit ?? false,
    isAdhered: a.isAdhered,
    notifications: a.notifications.map(toNotification),
  };
}

export function toNotification(n: z.output<typeof notificationSchema>): AgendaNotification {
  return {
    id: n.id,
    type: n.type,
    agendaId: n.agendaId || null,
    companyCode: n.companyCode,
    companyName: n.companyName || null,
    companyLogo: n.companyLogo || null,
    expirationDate: n.expirationDate || null,
    expirationDateWasEstimated: n.expirationDateWasEstimated ?? false,
    amount: n.amount ?? null,
    lastPaidDate: n.lastPaidDate || null,
    lastPaidAmount: n.lastPaidAmount ?? null,
    exchange: n.exchangeDetail[0] ?? null,
    channels: n.channels,
  };
}
