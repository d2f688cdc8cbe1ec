// Reminders and notifications as pages get them: logos served by this app, and each saved
// account's "Pagar" link.
import { sameOriginLogo } from "@/lib/catalog/logo-url";
import type { Adhesion, AgendaNotification } from "@/lib/provider/types";

/** A saved account's autopay (lib/saved-accounts/autopay/settings.ts); null until the user first turns it on. */
export type AutopayView = { enabled: boolean; cap: number; currency: string; noticeDays: number };

export type AdhesionView = Adhesion & { payHref?: string; autopay?: AutopayView | null };
export type NotificationView = AgendaNotification;

export function toNotificationView(n: AgendaNotification): NotificationView {
  return { ...n, companyLogo: sameOriginLogo(n.companyCode, n.companyLogo) };
}

export function toAdhesionView({ tx: _tx, mainTx: _mainTx, ...a }: Adhesion & { tx?: string; mainTx?: string }): AdhesionView {
  return {
    ...a,
    companyLogo: sameOriginLogo(a.companyCode, a.companyLogo),
    notifications: a.notifications.map(toNotificationView),
  };
}
