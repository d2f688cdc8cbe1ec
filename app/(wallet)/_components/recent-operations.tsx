import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/states";
import type { SessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { withNicknames } from "@/lib/saved-accounts/nicknames";
import { listOperations } from "@/lib/payments/read";
import type { OperationView } from "@/lib/payments/view";
import { BlockError } from "./block-error";
import { LiveRefresh } from "./live-refresh";
import { OperationRow } from "./operation-row";
import { Section } from "./section";
import { log } from "@/lib/platform/log";

async function load(user: SessionUser): Promise<OperationView[] | null> {
  try {
    return await withNicknames(user.id, (await listOperations(user.id, { limit: 5 })).operations);
  } catch (error) {
    log.warn({ err: error }, "home: operations could not be read");
    return null;
  }
}

/** The five latest operations with their status; each opens its page. */
export async function RecentOperations({ user }: { user: SessionUser }) {
  const t = await getTranslations("home");
  const common = await getTranslations("common");
  const operations = await load(user);
  const more = (
    <Link href="/history" className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
      {t("recent.seeAll")}
    </Link>
  );
  return (
    <Section id="recent-title" title={t("recent.title")} more={more}>
      {operations === null ? (
        <BlockError message={common("states.error")} />
      ) : operations.length === 0 ? (
        <EmptyState title={t("recent.empty")}>
          <Link href="/pay" className={buttonClass("secondary")}>
            {common("nav.pay")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {operations.map((op) => (
            <OperationRow key={op.id} op={op} />
          ))}
          <LiveRefresh rows={operations.map(({ id, status, updatedAt }) => ({ id, status, updatedAt }))} />
        </ul>
      )}
    </Section>
  );
}
