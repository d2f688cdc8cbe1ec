import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import type { SessionUser } from "@/lib/auth/current";
import { listNotifications } from "@/lib/agenda/notifications";
import { getTranslations } from "@/lib/i18n/server";
import type { AgendaNotification } from "@/lib/provider/types";
import { payLinks } from "@/lib/agenda/pay-links";
import { BlockError } from "./block-error";
import { DueItem } from "./due-item";
import { Section } from "./section";
import { log } from "@/lib/server/log";

const SHOWN = 3;

async function load(user: SessionUser): Promise<{ items: AgendaNotification[]; links: Map<string, string> } | null> {
  try {
    const items = (await listNotifications(user)).slice(0, SHOWN);
    // The pay links are a nicety: without them "pay now" still opens the company's page.
    const links = await payLinks(user, items).catch(() => new Map<string, string>());
    return { items, links };
  } catch (error) {
    log.warn({ err: error }, "home: notifications could not be read");
    return null;
  }
}

/** The latest reminders (new bill, due soon, pay again), each with "pay now". */
export async function DueSoon({ user }: { user: SessionUser }) {
  const t = await getTranslations("home");
  const common = await getTranslations("common");
  const data = await load(user);
  const more = (
    <Link href="/notifications" className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
      {t("due.seeAll")}
    </Link>
  );
  return (
    <Section id="due-title" title={t("due.title")} more={more}>
      {data === null ? (
        <BlockError message={common("states.error")} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t("due.empty")}>
          <Link href="/agenda" className={buttonClass("secondary")}>
            {t("due.toAgenda")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {data.items.map((n) => (
            <DueItem key={n.id} notification={n} payHref={data.links.get(n.id) ?? `/pay/${encodeURIComponent(n.companyCode)}`} />
          ))}
        </ul>
      )}
    </Section>
  );
}
