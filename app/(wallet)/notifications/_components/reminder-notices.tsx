import { BellRing } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { DateText, Money } from "@/components/ui/money";
import type { UserNotificationView } from "@/lib/notifications/in-app";
import { getTranslations } from "@/lib/platform/i18n/server";
import { BILL_REMINDER } from "@/lib/saved-accounts/reminders/kinds";
import type { ReminderView } from "@/lib/saved-accounts/reminders/list";
import { NoticeSection } from "./notice-section";

type Notice = Pick<ReminderView, "id" | "companyName" | "dueDate" | "dueEstimated" | "amount" | "currency" | "payPath"> & {
  /** The reminder's id (lib/saved-accounts/reminders): which bill it is about. */
  subjectId: string | null;
  read: boolean;
};

/** The bill reminders among Saldo's own notices (lib/saved-accounts/reminders); anything malformed is left out. */
export function reminderNotices(notifications: UserNotificationView[]): Notice[] {
  return notifications.flatMap((n) => {
    const { companyName, dueDate, dueEstimated, amount, currency, payPath } = n.data;
    if (n.kind !== BILL_REMINDER || typeof companyName !== "string" || typeof dueDate !== "string" || typeof payPath !== "string") return [];
    if (!payPath.startsWith("/pay/")) return [];
    return [{
      id: n.id,
      subjectId: n.subjectId,
      companyName,
      dueDate,
      dueEstimated: dueEstimated === true,
      amount: typeof amount === "number" ? amount : null,
      currency: typeof currency === "string" ? currency : null,
      payPath,
      read: n.read,
    }];
  });
}

/** "Recordatorios": each bill Saldo reminded the user of, with "Pagar ahora" (the checkout filled in), or its receipt once paid here. */
export async function ReminderNotices({ notices }: { notices: (Notice & { paidId: string | null })[] }) {
  const t = await getTranslations("notifications.reminders");
  const bills = await getTranslations("notifications");
  return (
    <NoticeSection
      kind="reminder"
      title={t("title")}
      newLabel={t("new")}
      notices={notices}
      card={(n) => ({
        icon: BellRing,
        title: n.companyName,
        body: (
          <>
            {n.paidId ? <p className="text-sm font-semibold">{bills("paid")}</p> : null}
            <p className="text-sm">
              {n.dueEstimated ? t("dueEstimated") : t("due")} <DateText value={n.dueDate} />
              {n.dueEstimated ? ` (${t("estimated")})` : null}
            </p>
            {n.amount !== null && n.currency ? (
              <p className="text-sm">
                {t("amount")} <Money amount={n.amount} currency={n.currency} />
              </p>
            ) : null}
          </>
        ),
        link: n.paidId
          ? { href: `/operations/${encodeURIComponent(n.paidId)}`, label: bills("receipt"), name: n.companyName, className: buttonClass("secondary") }
          : { href: n.payPath, label: t("payNow"), name: n.companyName, className: buttonClass("primary") },
      })}
    />
  );
}
