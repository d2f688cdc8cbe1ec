import type { Locale } from "@/lib/platform/i18n/config";
import { mailTranslator, renderMail, type Mail } from "./layout";

/** "Your account is closed": what went, what is kept and for how long, and how to come back. No secret. */
export function accountClosedMail(input: { locale: Locale; days: number; signUpUrl: string }): Mail {
  const t = mailTranslator(input.locale);
  return renderMail({
    locale: input.locale,
    subject: t("accountClosed.subject"),
    greeting: t("greeting"),
    paragraphs: [t("accountClosed.done"), t("accountClosed.kept", { years: Math.round(input.days / 365) }), t("accountClosed.notYou")],
    action: { label: t("accountClosed.action"), url: input.signUpUrl, hint: t("linkHint") },
    after: [],
    footer: t("footer"),
  });
}
