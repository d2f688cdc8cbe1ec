import { exchangeRates } from "@/lib/catalog/rates";
import { getFormatter, getTranslations } from "@/lib/platform/i18n/server";
import { rateDigits } from "@/lib/rules/rate-precision";
import { loadBlock } from "./load-block";
import { Section } from "./section";

// Bill payments' rates: one row per currency is enough at a glance; /rates has the rest.
const load = () => loadBlock("home: exchange rates", async () => (await exchangeRates({ companyType: "SERVICE" })).slice(0, 5));

export async function RatesGlance() {
  const t = await getTranslations("home");
  const format = await getFormatter();
  return (
    <Section
      id="rates-title"
      title={t("rates.title")}
      more={{ href: "/rates", label: t("rates.seeAll") }}
      rows={await load()}
      empty={{ title: t("rates.empty") }}
    >
      {(rates) => (
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
