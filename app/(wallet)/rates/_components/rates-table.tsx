import { getFormatter, getLocale, getTranslations } from "@/lib/platform/i18n/server";
import { INTL_LOCALE } from "@/lib/platform/i18n/config";
import type { ExchangeRate } from "@/lib/provider/types";
import { rateDigits } from "@/lib/rules/rate-precision";
import { isVertical } from "./rates-filter";

const cell = "px-3 py-2 text-left";

/** The rates as a real table: a caption, column headers and a header per row (the country). */
export async function RatesTable({ rates }: { rates: ExchangeRate[] }) {
  const t = await getTranslations("rates");
  const format = await getFormatter();
  const names = new Intl.DisplayNames([INTL_LOCALE[await getLocale()]], { type: "region" });
  const vertical = (type: string | null) => (isVertical(type) ? t(`vertical.${type}`) : (type ?? "—"));
  // Every rate is against the same currency (USD): say it once, in the column's header.
  const base = rates[0]?.currency ?? "USD";

  return (
    // Scrolls sideways if it must; focusable so a keyboard can scroll it too.
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700" tabIndex={0} role="region" aria-label={t("table.caption")}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={cell}>{t("table.country")}</th>
            <th scope="col" className={cell}>{t("table.vertical")}</th>
            <th scope="col" className={`${cell} text-right`}>{t("table.rate", { currency: base })}</th>
            <th scope="col" className={`${cell} hidden md:table-cell`}>{t("table.updated")}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={`${r.localCurrency}-${r.companyType}`} className="border-t border-slate-200 dark:border-slate-700" data-testid="rate-row">
              <th scope="row" className={`${cell} font-medium`}>
                {r.countryCode ? (names.of(r.countryCode) ?? r.countryCode) : "—"} <span className="text-slate-600 dark:text-slate-300">({r.localCurrency})</span>
              </th>
              <td className={cell}>{vertical(r.companyType)}</td>
              <td className={`${cell} text-right font-mono whitespace-nowrap`}>
                {format.number(r.exchangeRate, { style: "currency", currency: r.localCurrency, ...rateDigits(r.exchangeRate) })}
              </td>
              <td className={`${cell} hidden md:table-cell`}>
                {r.updatedAt ? format.dateTime(new Date(r.updatedAt), { dateStyle: "short", timeStyle: "short" }) : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
