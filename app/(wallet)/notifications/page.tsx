import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { CardList, CardListItem } from "@/components/ui/card-list";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { redirectToSignIn } from "@/lib/accounts/sign-in-redirect";
import { listNotifications } from "@/lib/saved-accounts/notifications";
import { billNotices, foldReminders, maskIdentifier } from "@/lib/saved-accounts/bill-notices";
import { reminderBills } from "@/lib/saved-accounts/reminders/list";
import { savedAccountsOf } from "@/lib/saved-accounts/saved";
import { confirmedBillPayments } from "@/lib/payments/paid-bills";
import { getTranslations } from "@/lib/platform/i18n/server";
import { NotificationCard } from "./_components/notification-card";
import { payLinks } from "@/lib/saved-accounts/pay-links";
import { listUserNotifications } from "@/lib/notifications/in-app";
import { AutopayNotices, autopayNotices } from "./_components/autopay-notices";
import { ComplaintNotices, complaintNotices } from "./_components/complaint-notices";
import { ReminderNotices, reminderNotices } from "./_components/reminder-notices";
import { RefreshBell } from "./_components/refresh-bell";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications");
  return { title: t("title") };
}

// Read on the server, never cached: notices come and go with the provider. Errors go to error.tsx.
export default async function NotificationsPage() {
  const user = await sessionUser();
  if (!user) return redirectToSignIn();
  const t = await getTranslations("notifications");
  const notifications = await listNotifications(user);
  // Saldo's own notices, marked read from now on: only once the provider's answered and the page renders.
  const own = await listUserNotifications(user.id, { markRead: true });
  const [saved, payments] = await Promise.all([savedAccountsOf(user.id), confirmedBillPayments(user.id)]);
  // One entry per bill: the provider's notices of one bill, and Saldo's reminder of it, are one card.
  const bills = billNotices(notifications, saved, payments);
  const listed = new Set(bills.flatMap((b) => b.keys));
  const reminderList = reminderNotices(own);
  const about = await reminderBills(user.id, reminderList.flatMap((r) => (r.subjectId ? [r.subjectId] : [])));
  const { rest: reminders, unseen } = foldReminders(reminderList, about, listed, payments);
  const notices = complaintNotices(own);
  const autopay = autopayNotices(own);
  const links = await payLinks(user, bills.map((b) => b.notification));
  const nothing = bills.length + reminders.length + notices.length + autopay.length === 0;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {own.some((n) => !n.read) ? <RefreshBell /> : null}
      <AutopayNotices notices={autopay} />
      <ReminderNotices notices={reminders} />
      <ComplaintNotices notices={notices} />
      {/* Only when there is nothing at all; EmptyState's look, written out: its client module would add about 1.5 KB to this server page's first load. */}
      {nothing ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-600">
          <p className="font-medium">{t("empty.title")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("empty.body")}</p>
          <Link href="/agenda" className={buttonClass("secondary", "mt-3")}>
            {t("empty.action")}
          </Link>
        </div>
      ) : bills.length > 0 ? (
        <CardList>
          {bills.map(({ notification: n, account, paid, keys }) => (
            <CardListItem key={n.id}>
              <NotificationCard
                notification={n}
                payHref={links.get(n.id) ?? `/pay/${encodeURIComponent(n.companyCode)}`}
                account={{ nickname: account.nickname, masked: maskIdentifier(account.identifier) }}
                paidId={paid?.id ?? null}
                unseen={keys.some((key) => unseen.has(key))}
              />
            </CardListItem>
          ))}
        </CardList>
      ) : null}
    </>
  );
}
