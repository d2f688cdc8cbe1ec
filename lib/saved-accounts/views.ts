// Reminders and notifications as pages get them: logos served by this app, and each saved
// account's "Pagar" link.
import { sameOriginLogo } from "@/lib/catalog/logo-url";
import type { Adhesion, AgendaNotification } from "@/lib/provider/types";

/** A saved account's autopay (lib/saved-accounts/autopay/settings.ts); null until the user first turns it on. */
export type AutopayView = { enabled: boolean; cap: number; currency: string; noticeDays: number };

export type AdhesionView = Omit<Adhesion, "notifications"> & {
  notifications: NotificationView[];
  payHref?: string;
  autopay?: AutopayView | null;
};
/** How Saldo itself delivered a notice (lib/saved-accounts/reminders): never the provider's informative list. */
export type DeliveredChannel = "email" | "push" | "in_app";

/**
 * A provider notification as its user sees it. The provider's `channels` (EMAIL, SMS, PUSH) say
 * nothing about what reached the user, since Saldo sends none of them on its behalf: they are left
 * out, and `deliveredBy` says what Saldo did send for that bill and due date.
 */
export type NotificationView = Omit<AgendaNotification, "channels"> & { deliveredBy: DeliveredChannel[] };

export function toNotificationView({ channels: _channels, ...n }: AgendaNotification, deliveredBy: DeliveredChannel[] = []): NotificationView {
  return { ...n, companyLogo: sameOriginLogo(n.companyCode, n.companyLogo), deliveredBy };
}

export function toAdhesionView({ tx: _tx, mainTx: _mainTx, ...a }: Adhesion & { tx?: string; mainTx?: string }): AdhesionView {
  return {
    ...a,
    companyLogo: sameOriginLogo(a.companyCode, a.companyLogo),
    notifications: a.notifications.map((n) => toNotificationView(n)),
  };
}
