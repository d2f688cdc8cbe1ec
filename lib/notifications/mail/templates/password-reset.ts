import type { Locale } from "@/lib/platform/i18n/config";
import { mailTranslator, renderMail, type Mail } from "./layout";

/** The mail with a password reset link; `minutes` is how long the link lives. */
export function passwordResetMail(input: { locale: Locale; url: string; minutes: number }): Mail {
  const t = mailTranslator(input.locale);
  return renderMail({
    locale: input.locale,
    subject: t("passwordReset.subject"),
    greeting: t("greeting"),
    paragraphs: [t("passwordReset.intro")],
    action: { label: t("passwordReset.action"), url: input.url, hint: t("linkHint") },
    after: [t("passwordReset.expires", { minutes: input.minutes }), t("passwordReset.ignore")],
    footer: t("footer"),
  });
}
