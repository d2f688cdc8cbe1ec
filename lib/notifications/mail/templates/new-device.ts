import type { Locale } from "@/lib/platform/i18n/config";
import { mailFormatter, mailTranslator, renderMail, type Mail } from "./layout";

/**
 * A sign-in from a device the account never used: when, from which browser and system (names the
 * caller took from a fixed list, never text a client typed) and address, with a link that ends
 * that session. The link carries a secret: it is sent at once, never through the job queue.
 */
export function newDeviceMail(input: { locale: Locale; when: Date; browser: string | null; system: string | null; address: string | null; endUrl: string }): Mail {
  const t = mailTranslator(input.locale);
  const when = mailFormatter(input.locale).dateTime(input.when, { dateStyle: "long", timeStyle: "short" });
  const device = t("newDevice.device", {
    browser: input.browser ?? t("newDevice.unknownBrowser"),
    system: input.system ?? t("newDevice.unknownSystem"),
  });
  return renderMail({
    locale: input.locale,
    subject: t("newDevice.subject"),
    greeting: t("greeting"),
    paragraphs: [t("newDevice.intro", { when, device, address: input.address ?? "none" }), t("newDevice.youDidIt"), t("newDevice.notYou")],
    action: { label: t("newDevice.action"), url: input.endUrl, hint: t("linkHint") },
    after: [],
    footer: t("footer"),
  });
}
