import type { Locale } from "@/lib/platform/i18n/config";
import { mailFormatter, mailTranslator, renderMail, type Mail } from "./layout";

export type FloatLowWords = {
  currency: string;
  available: number;
  /** The warning level the float fell to or below. */
  level: number;
  /** The operator console, where the wallet is shown as it is now. */
  consoleUrl: string;
};

const moneyOf = (locale: Locale, amount: number, currency: string) =>
  mailFormatter(locale).number(amount, { style: "currency", currency });

/**
 * To the operators, once per crossing: the provider's float in one currency fell to or below its
 * warning level. Payments it cannot cover are refused before the provider until it is topped up.
 */
export function floatLowMail(input: FloatLowWords & { locale: Locale }): Mail {
  const t = mailTranslator(input.locale);
  const words = {
    currency: input.currency,
    available: moneyOf(input.locale, input.available, input.currency),
    level: moneyOf(input.locale, input.level, input.currency),
  };
  return renderMail({
    locale: input.locale,
    subject: t("floatLow.subject", words),
    greeting: t("greeting"),
    paragraphs: [t("floatLow.intro", words), t("floatLow.effect", words), t("floatLow.todo", words)],
    action: { label: t("floatLow.action"), url: input.consoleUrl, hint: t("linkHint") },
    after: [t("floatLow.once")],
    footer: t("footer"),
  });
}
