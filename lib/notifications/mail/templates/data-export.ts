import type { Locale } from "@/lib/platform/i18n/config";
import { mailFormatter, mailTranslator, renderMail, type Mail } from "./layout";

/** "Your data is ready": until when, and the Perfil page where the signed-in owner downloads it. No secret. */
export function dataExportMail(input: { locale: Locale; until: Date; profileUrl: string }): Mail {
  const t = mailTranslator(input.locale);
  const until = mailFormatter(input.locale).dateTime(input.until, { dateStyle: "long", timeStyle: "short" });
  return renderMail({
    locale: input.locale,
    subject: t("dataExport.subject"),
    greeting: t("greeting"),
    paragraphs: [t("dataExport.ready", { until }), t("dataExport.signIn"), t("dataExport.notYou")],
    action: { label: t("dataExport.action"), url: input.profileUrl, hint: t("linkHint") },
    after: [],
    footer: t("footer"),
  });
}
