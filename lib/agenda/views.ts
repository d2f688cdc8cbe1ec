// Reminders and notifications as pages get them: logos served by this app, and each saved
// account's "Pagar" link.
import { sameOriginLogo } from "@/lib/catalog/logo-url";
import type { Adhesion, AgendaNotification } from "@/lib/provider/types";

export type AdhesionView = Adhesion & { payHref?: string };
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
