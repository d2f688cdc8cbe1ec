import Form from "next/form";
import { SelectField } from "@/components/ui/field";
import { buttonClass } from "@/components/ui/button";
import { getLocale, getTranslations } from "@/lib/platform/i18n/server";
import { INTL_LOCALE } from "@/lib/platform/i18n/config";

export const VERTICALS = ["SERVICE", "RECHARGE", "SUBSCRIPTION"] as const;
export const isVertical = (value: string | null): value is (typeof VERTICALS)[number] => (VERTICALS as readonly string[]).includes(value ?? "");

/**
 * A GET form: the filters become the URL (shareable, back button works) and it works without
 * JavaScript; next/form turns the submit into a client navigation when scripts are on.
 */
export async function RatesFilter({ countries, country, vertical }: { countries: string[]; country: string; vertical: string }) {
  const t = await getTranslations("rates");
  const names = new Intl.DisplayNames([INTL_LOCALE[await getLocale()]], { type: "region" });
  return (
    <Form action="/rates" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <SelectField label={t("filter.country")} name="country" defaultValue={country} key={`c-${country}`}>
        <option value="">{t("filter.allCountries")}</option>
        {countries.map((code) => (
          <option key={code} value={code}>
            {names.of(code) ?? code}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("filter.vertical")} name="vertical" defaultValue={vertical} key={`v-${vertical}`}>
        <option value="">{t("filter.allVerticals")}</option>
        {VERTICALS.map((v) => (
          <option key={v} value={v}>
            {t(`vertical.${v}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass("primary")}>
        {t("filter.apply")}
      </button>
    </Form>
  );
}
