import { Repeat } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import type { UserNotificationView } from "@/lib/notifications/in-app";
import { AUTOPAY_NOTICE } from "@/lib/saved-accounts/autopay/tell";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import type { AutopayEvent, AutopayWords } from "@/lib/notifications/mail/templates/autopay";
import { isOneOf } from "@/lib/rules/one-of";
import { NoticeSection } from "./notice-section";

const AUTOPAY_EVENTS = ["notice", "over_cap", "paid", "failed"] as const satisfies readonly AutopayEvent[];

type Notice = AutopayWords & { id: string; event: AutopayEvent; path: string; read: boolean };

const str = (value: unknown): value is string => typeof value === "string";

/** Autopay's notices among Saldo's own (lib/saved-accounts/autopay/tell.ts); anything malformed is left out. */
export function autopayNotices(notifications: UserNotificationView[]): Notice[] {
  return notifications.flatMap((n) => {
    const { event, companyName, dueDate, amount, cap, currency, chargeAt, path } = n.data;
    if (n.kind !== AUTOPAY_NOTICE || !isOneOf(AUTOPAY_EVENTS, event)) return [];
    if (!str(companyName) || !str(dueDate) || !str(currency) || !str(chargeAt) || typeof amount !== "number" || typeof cap !== "number") return [];
    // Only this app's own pages: the charge's, or a checkout.
    if (!str(path) || !(path.startsWith("/autopay/") || path.startsWith("/pay/"))) return [];
    return [{ id: n.id, event, companyName, dueDate, amount, cap, currency, chargeAt, path, read: n.read }];
  });
}

/** "Débito automático": what autopay is about to do or did, each with its way forward. */
export async function AutopayNotices({ notices }: { notices: Notice[] }) {
  const t = await getTranslations("autopay.notices");
  const format = await getTextFormat();
  const amounts = (n: Notice) => ({ amount: format.money(n.amount, n.currency), cap: format.money(n.cap, n.currency), when: format.dateTime(n.chargeAt), date: format.date(n.dueDate) });
  return (
    <NoticeSection
      kind="autopay"
      title={t("title")}
      newLabel={t("new")}
      notices={notices}
      card={(n) => ({
        icon: Repeat,
        title: n.companyName,
        body: <p className="text-sm">{t(n.event, amounts(n))}</p>,
        link: { href: n.path, label: t(`see.${n.event}`), name: n.companyName, className: buttonClass(n.event === "over_cap" || n.event === "failed" ? "primary" : "secondary") },
        data: { "data-event": n.event },
      })}
    />
  );
}
