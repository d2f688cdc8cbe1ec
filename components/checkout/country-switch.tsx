import Link from "next/link";
import { getTranslations } from "@/lib/platform/i18n/server";
import { COUNTRIES, type Country } from "@/lib/rules/country";

const LINK = "inline-flex min-h-11 items-center rounded-lg border px-3 font-medium";

/**
 * Above a catalogue: whose companies are listed (the user's country unless another is asked for
 * with `?country=`), and links to the other countries' lists, for a bill at home paid from abroad.
 */
export async function CountrySwitch({ shown, own, path }: { shown: Country; own: Country; path: string }) {
  const t = await getTranslations("profile");
  const name = (country: Country) => t(`countries.${country}`);
  return (
    <div className="mb-4 space-y-2 text-sm" data-testid="country-switch">
      {shown !== own && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          {t("switch.foreign", { country: name(shown) })}{" "}
          <Link href={path} className="font-semibold underline">
            {t("switch.backHome", { country: name(own) })}
          </Link>
        </p>
      )}
      <details>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2">
          <span className="text-slate-700 dark:text-slate-200">{t("switch.showing", { country: name(shown) })}</span>
          <span className="font-semibold text-brand-700 underline dark:text-brand-100">{t("switch.others")}</span>
        </summary>
        <nav aria-label={t("switch.listLabel")} className="mt-2 flex flex-wrap gap-2">
          {COUNTRIES.map((country) => (
            <Link
              key={country}
              href={country === own ? path : `${path}?country=${country}`}
              aria-current={country === shown ? "true" : undefined}
              className={
                country === shown
                  ? `${LINK} border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-100 dark:bg-slate-800 dark:text-brand-100`
                  : `${LINK} border-slate-300 hover:border-brand-600 dark:border-slate-600`
              }
            >
              {name(country)}
            </Link>
          ))}
        </nav>
      </details>
    </div>
  );
}
