import type { SessionUser } from "@/lib/accounts/current";
import { dueRows } from "@/lib/saved-accounts/accounts";
import { listNotifications } from "@/lib/saved-accounts/notifications";
import { payHrefOf } from "@/lib/saved-accounts/pay-target";
import { savedAccountsOf } from "@/lib/saved-accounts/saved";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { getTranslations } from "@/lib/platform/i18n/server";
import { confirmedBillPayments } from "@/lib/payments/paid-bills";
import { DueItem, type DueItemRow } from "./due-item";
import { loadBlock } from "./load-block";
import { Section } from "./section";

const SHOWN = 5;

/** Today in the app's calendar (YYYY-MM-DD), to count days left. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

/** The rows to show, and how many accounts the user saved: "nothing due" is said of those. */
type Due = { rows: DueItemRow[]; saved: number };

function load(user: SessionUser): Promise<Due | null> {
  return loadBlock("home: notifications", async () => {
    const [notifications, saved, payments] = await Promise.all([
      listNotifications(user),
      savedAccountsOf(user.id),
      confirmedBillPayments(user.id),
    ]);
    const rows = dueRows(notifications, saved, today(), payments).slice(0, SHOWN);
    const shown = await Promise.all(
      rows.map(async (row) => ({
        ...row,
        // A pay link is a nicety: without one "pay now" still opens the company's page.
        payHref: await payHrefOf(row.account.companyCode, row.account.modalityId, row.account.identifier, [
          ...row.account.queryData,
          ...row.notification.queryData,
        ]).catch(
          () => `/pay/${encodeURIComponent(row.account.companyCode)}`,
        ),
      })),
    );
    return { rows: shown, saved: saved.length };
  });
}

/** What the user owes and when: one row per saved account, soonest due first, each with "pay now". */
export async function DueSoon({ user }: { user: SessionUser }) {
  const t = await getTranslations("home");
  const due = await load(user);
  // Saved accounts with nothing due are not an invitation to save one.
  const empty = due?.saved ? t("due.noneDue", { count: due.saved }) : t("due.empty");
  return (
    <Section
      id="due-title"
      title={t("due.title")}
      more={{ href: "/notifications", label: t("due.seeAll") }}
      rows={due?.rows ?? null}
      empty={{ title: empty, action: { href: "/agenda", label: t("due.toAgenda") } }}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row) => (
            <DueItem key={row.account.agendaId} row={row} />
          ))}
        </ul>
      )}
    </Section>
  );
}
