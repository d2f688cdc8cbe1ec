import type { SessionUser } from "@/lib/accounts/current";
import { getTranslations } from "@/lib/platform/i18n/server";
import { withNicknames } from "@/lib/saved-accounts/nicknames";
import { listOperations } from "@/lib/payments/read";
import { loadBlock } from "./load-block";
import { LiveRefresh } from "./live-refresh";
import { OperationRow } from "./operation-row";
import { Section } from "./section";

/** The five latest operations with their status; each opens its page. */
export async function RecentOperations({ user }: { user: SessionUser }) {
  const t = await getTranslations("home");
  const common = await getTranslations("common");
  const operations = await loadBlock("home: operations", async () => withNicknames(user.id, (await listOperations(user.id, { limit: 5 })).operations));
  return (
    <Section
      id="recent-title"
      title={t("recent.title")}
      more={{ href: "/history", label: t("recent.seeAll") }}
      rows={operations}
      empty={{ title: t("recent.empty"), action: { href: "/pay", label: common("nav.pay") } }}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((op) => (
            <OperationRow key={op.id} op={op} />
          ))}
          <LiveRefresh rows={rows.map(({ id, status, updatedAt }) => ({ id, status, updatedAt }))} />
        </ul>
      )}
    </Section>
  );
}
