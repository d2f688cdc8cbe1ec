"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { Card } from "@/components/ui/card";
import { Money } from "@/components/ui/money";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { walletQuery } from "@/lib/client/queries/operator";
import { Section } from "./section";

/** The provider wallet per currency: what payments can still be made with. */
export function WalletsSection() {
  const t = useTranslations("operator.wallets");
  const query = useQuery(walletQuery());
  return (
    <Section id="wallets" title={t("title")} description={t("description")}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="wallets">
          {query.data.map((w) => (
            <li key={w.currency}>
              <Card>
                <h3 className="font-semibold">
                  {w.currency}
                  {w.countryCode ? <span className="font-normal text-slate-600 dark:text-slate-300"> · {w.countryCode}</span> : null}
                  {w.low ? (
                    <span data-testid="float-low" className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
                      {t("low")}
                    </span>
                  ) : null}
                </h3>
                <dl className="mt-2 space-y-1 text-sm">
                  <div className="flex justify-between gap-2">
                    <dt className="text-slate-600 dark:text-slate-300">{t("balance")}</dt>
                    <dd className="font-semibold">
                      <Money amount={w.balance} currency={w.currency} />
                    </dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-slate-600 dark:text-slate-300">{t("available")}</dt>
                    <dd>
                      <Money amount={w.available} currency={w.currency} />
                    </dd>
                  </div>
                  <div className="flex justify-between gap-2">
                    <dt className="text-slate-600 dark:text-slate-300">{t("level")}</dt>
                    <dd>
                      <Money amount={w.level} currency={w.currency} />
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
