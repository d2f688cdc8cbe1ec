import Link from "next/link";
import { EmptyState } from "@/components/ui/states";
import { exchangeRates } from "@/lib/catalog/rates";
import { getFormatter, getTranslations } from "@/lib/platform/i18n/server";
import type { ExchangeRate } from "@/lib/provider/types";
import { rateDigits } from "@/lib/rules/rate-precision";
import { BlockError } from "./block-error";
import { Section } from "./section";
import { log } from "@/lib/platform/log";

async function load(): Promise<ExchangeRate[] | null> {
  try {
    // Bill payments' rates: one row per currency is enough at a glance; /rates has the rest.
    return (await exchangeRates({ companyType: "SERVICE" })).slice(0, 5);
  } catch (error) {
    log.warn({ err: error }, "home: exchange rates could not be read");
    return null;
  }
}

export async function RatesGlance() {
  const t = await getTranslations("home");
  const common = await getTranslations("common");
  const format = await getFormatter();
  const rates = await load();
  const more = (
    <Link href="/rates" className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
      {t("rates.seeAll")}
    </Link>
  );
  return (
    <Section id="rates-title" title={t("rates.title")} more={more}>
      {rates === null ? (
        <BlockError message={common("states.error")} />
      ) : rates.length === 0 ? (
        <EmptyState title={t("rates.empty")} />
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-slate-600 dark:text-slate-300">{t("rates.caption")}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 font-semibold">{t("rates.currency")}</th>
              <th scope="col" className="py-2 text-right font-semibold">{t("rates.rate")}</th>
              <th scope="col" className="hidden py-2 text-right font-semibold sm:table-cell">{t("rates.updated")}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={`${rate.localCurrency}-${rate.companyType}`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                <th scope="row" className="py-2 font-medium">{rate.localCurrency}</th>
                <td className="py-2 text-right tabular-nums">
                  {format.number(rate.exchangeRate, { style: "currency", currency: rate.localCurrency, ...rateDigits(rate.exchangeRate) })}
                </td>
                <td className="hidden py-2 text-right text-slate-600 sm:table-cell dark:text-slate-300">
                  {rate.updatedAt ? format.dateTime(new Date(rate.updatedAt), { dateStyle: "short", timeStyle: "short" }) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
