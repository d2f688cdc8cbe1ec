import type { Locale } from "@/lib/platform/i18n/config";
import { mailTranslator, renderMail, type Mail } from "./layout";

/** The mail that asks a new user to confirm their address; `hours` is how long the link lives. */
export function emailVerificationMail(input: { locale: Locale; url: string; hours: number }): Mail {
  const t = mailTranslator(input.locale);
  return renderMail({
    locale: input.locale,
    subject: t("verifyEmail.subject"),
    greeting: t("greeting"),
    paragraphs: [t("verifyEmail.intro")],
    action: { label: t("verifyEmail.action"), url: input.url, hint: t("linkHint") },
    after: [t("verifyEmail.expires", { hours: input.hours }), t("verifyEmail.ignore")],
    footer: t("footer"),
  });
}
