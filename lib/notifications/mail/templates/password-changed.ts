import type { Locale } from "@/lib/platform/i18n/config";
import { mailFormatter, mailTranslator, renderMail, type Mail } from "./layout";

/**
 * The notice after a password was changed, by a reset link (every session ended) or from Perfil
 * (`inApp`: the other sessions stay until the user ends them); `forgotUrl` asks for a new link. It
 * carries no secret.
 */
export function passwordChangedMail(input: { locale: Locale; when: Date; forgotUrl: string; inApp?: boolean }): Mail {
  const t = mailTranslator(input.locale);
  const when = mailFormatter(input.locale).dateTime(input.when, { dateStyle: "long", timeStyle: "short" });
  return renderMail({
    locale: input.locale,
    subject: t("passwordChanged.subject"),
    greeting: t("greeting"),
    paragraphs: [t(input.inApp ? "passwordChanged.introInApp" : "passwordChanged.intro", { when }), t("passwordChanged.notYou")],
    action: { label: t("passwordChanged.action"), url: input.forgotUrl, hint: t("linkHint") },
    after: [],
    footer: t("footer"),
  });
}
