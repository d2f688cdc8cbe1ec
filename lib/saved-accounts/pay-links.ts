import "server-only";
import type { User } from "@/lib/accounts/users";
import { listAdhesions } from "@/lib/saved-accounts/adhesions";
import { payHrefOf } from "./pay-target";
import { savedAccountsOf } from "./saved";
import type { AgendaNotification } from "@/lib/provider/types";

type Target = { modalityId: string; serviceIdentifier: string };

/** agendaId is `{userId}#{modalityId}#{identifier}`: the fallback when the reminder is not listed. */
function parseAgendaId(agendaId: string): Target | null {
  const [, modalityId, ...rest] = agendaId.split("#");
  const serviceIdentifier = rest.join("#");
  return modalityId && serviceIdentifier ? { modalityId, serviceIdentifier } : null;
}

/**
 * "Pay now" for each notification: the company's pay page with the debt query filled in and run,
 * `/pay/{code}?modality={id}&{identifierName}={value}&autoquery=1` (lib/payments/bills/pay-now-link.ts, which
 * the pay page reads). Without a known modality or field, just the company's pay page.
 */
export async function payLinks(user: User, notifications: Omit<AgendaNotification, "channels">[]): Promise<Map<string, string>> {
  // Without the list, the agendaId still says the modality and identifier.
  const adhesions = notifications.some((n) => n.agendaId)
    ? await listAdhesions(user, { all: true, notifications: false }).catch(() => [])
    : [];
  const byId = new Map(adhesions.map((a) => [a.agendaId, a]));
  const kept = new Map((await savedAccountsOf(user.id)).map((a) => [a.agendaId, a.queryData]));
  const links = new Map<string, string>();
  await Promise.all(
    notifications.map(async (n) => {
      const base = `/pay/${encodeURIComponent(n.companyCode)}`;
      const adhesion = n.agendaId ? byId.get(n.agendaId) : undefined;
      const target =
        adhesion?.modalityId && adhesion.serviceIdentifier
          ? { modalityId: adhesion.modalityId, serviceIdentifier: adhesion.serviceIdentifier }
          : n.agendaId
            ? parseAgendaId(n.agendaId)
            : null;
      if (!target) return void links.set(n.id, base);
      // The account's kept fields, and this bill's own from its notice (its issue date).
      const known = [...((n.agendaId && kept.get(n.agendaId)) || []), ...n.queryData];
      links.set(n.id, await payHrefOf(n.companyCode, target.modalityId, target.serviceIdentifier, known).catch(() => base));
    }),
  );
  return links;
}
