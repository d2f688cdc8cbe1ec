import "server-only";
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
} from "./schemas/agenda";
import type {
  Adhesion,
  AdhesionList,
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
      return t.request({
        method: "POST",
        base: "agenda",
        path: ["adhesions", "register"],
        body: registerAdhesionInput.parse(input),
        schema: adhesionResponseSchema,
        kind: "mutation",
      });
    },

    /** GET {agenda_url}/adhesions/{externalClientId} — active adhesions, or all with `allAdhesions`. */
    async list(input: ListAdhesionsInput): Promise<AdhesionList> {
      const { externalClientId, ...query } = listAdhesionsInput.parse(input);
      try {
        return await t.request({
          method: "GET",
          base: "agenda",
          path: ["adhesions", externalClientId],
          query,
          schema: adhesionListSchema,
          kind: "read",
        });
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
      return t.request({
        method: "PATCH",
        base: "agenda",
        path: ["adhesions"],
        body: { agendaId, ...(alias === undefined ? {} : { alias }), ...(isAdhered === undefined ? {} : { isAdhered }), ...(isAutomaticDebit === undefined ? {} : { isAutomaticDebit }) },
        schema: adhesionResponseSchema,
        kind: "mutation",
      });
    },

    /** GET {agenda_url}/notifications/{externalClientId} — new bill information for the user's adhesions. */
    async notifications(externalClientId: string): Promise<NotificationList> {
      return t.request({
        method: "GET",
        base: "agenda",
        path: ["notifications", externalClientIdInput.parse(externalClientId)],
        schema: notificationListSchema,
        kind: "read",
      });
    },
  };
}
