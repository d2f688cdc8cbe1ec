import { BellRing } from "lucide-react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateText, Money } from "@/components/ui/money";
import type { UserNotificationView } from "@/lib/notifications/in-app";
import { getTranslations } from "@/lib/platform/i18n/server";
import { BILL_REMINDER } from "@/lib/saved-accounts/reminders/kinds";
import type { ReminderView } from "@/lib/saved-accounts/reminders/list";
import { NewBadge, NoticeSection } from "./notice-section";

type Notice = Pick<ReminderView, "id" | "companyName" | "dueDate" | "dueEstimated" | "amount" | "currency" | "payPath"> & { read: boolean };

/** The bill reminders among Saldo's own notices (lib/saved-accounts/reminders); anything malformed is left out. */
export function reminderNotices(notifications: UserNotificationView[]): Notice[] {
  return notifications.flatMap((n) => {
    const { companyName, dueDate, dueEstimated, amount, currency, payPath } = n.data;
    if (n.kind !== BILL_REMINDER || typeof companyName !== "string" || typeof dueDate !== "string" || typeof payPath !== "string") return [];
    if (!payPath.startsWith("/pay/")) return [];
    return [{
      id: n.id,
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

/** "Recordatorios": each bill Saldo reminded the user of, with "Pagar ahora" (the checkout filled in). */
export async function ReminderNotices({ notices }: { notices: Notice[] }) {
  const t = await getTranslations("notifications.reminders");
  if (notices.length === 0) return null;
  return (
    <NoticeSection id="reminder-notices" title={t("title")}>
        {notices.map((n) => (
          <li key={n.id}>
            <Card className="space-y-2" data-testid="reminder-notice">
              <p className="font-semibold">
                <BellRing aria-hidden className="mr-1.5 inline size-5 align-[-0.2em]" />
                {n.companyName}
                {n.read ? null : <NewBadge label={t("new")} />}
              </p>
              <p className="text-sm">
                {n.dueEstimated ? t("dueEstimated") : t("due")} <DateText value={n.dueDate} />
                {n.dueEstimated ? ` (${t("estimated")})` : null}
              </p>
              {n.amount !== null && n.currency ? (
                <p className="text-sm">
                  {t("amount")} <Money amount={n.amount} currency={n.currency} />
                </p>
              ) : null}
              <Link href={n.payPath} className={buttonClass("primary")}>
                {t("payNow")}
                <span className="sr-only"> ({n.companyName})</span>
              </Link>
            </Card>
          </li>
        ))}
    </NoticeSection>
  );
}
