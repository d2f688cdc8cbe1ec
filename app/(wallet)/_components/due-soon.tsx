import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import type { SessionUser } from "@/lib/accounts/current";
import { dueRows } from "@/lib/saved-accounts/accounts";
import { listNotifications } from "@/lib/saved-accounts/notifications";
import { payHrefOf } from "@/lib/saved-accounts/pay-target";
import { savedAccountsOf } from "@/lib/saved-accounts/saved";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { getTranslations } from "@/lib/platform/i18n/server";
import { confirmedBillPayments } from "@/lib/payments/paid-bills";
import { BlockError } from "./block-error";
import { DueItem, type DueItemRow } from "./due-item";
import { Section } from "./section";
import { log } from "@/lib/platform/log";

const SHOWN = 5;

/** Today in the app's calendar (YYYY-MM-DD), to count days left. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

async function load(user: SessionUser): Promise<DueItemRow[] | null> {
  try {
    const [notifications, saved, payments] = await Promise.all([
      listNotifications(user),
      savedAccountsOf(user.id),
      confirmedBillPayments(user.id),
    ]);
    const rows = dueRows(notifications, saved, today(), payments).slice(0, SHOWN);
    return await Promise.all(
      rows.map(async (row) => ({
        ...row,
        // A pay link is a nicety: without one "pay now" still opens the company's page.
        payHref: await payHrefOf(row.account.companyCode, row.account.modalityId, row.account.identifier).catch(
          () => `/pay/${encodeURIComponent(row.account.companyCode)}`,
        ),
      })),
    );
  } catch (error) {
    log.warn({ err: error }, "home: notifications could not be read");
    return null;
  }
}

/** What the user owes and when: one row per saved account, soonest due first, each with "pay now". */
export async function DueSoon({ user }: { user: SessionUser }) {
  const t = await getTranslations("home");
  const common = await getTranslations("common");
  const rows = await load(user);
  const more = (
    <Link href="/notifications" className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
      {t("due.seeAll")}
    </Link>
  );
  return (
    <Section id="due-title" title={t("due.title")} more={more}>
      {rows === null ? (
        <BlockError message={common("states.error")} />
      ) : rows.length === 0 ? (
        <EmptyState title={t("due.empty")}>
          <Link href="/agenda" className={buttonClass("secondary")}>
            {t("due.toAgenda")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row) => (
            <DueItem key={row.account.agendaId} row={row} />
          ))}
        </ul>
      )}
    </Section>
  );
}
