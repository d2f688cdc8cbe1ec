import type { Locale } from "@/lib/platform/i18n/config";
import { mailFormatter, mailTranslator, renderMail, type Mail } from "./layout";

// Autopay's messages (lib/saved-accounts/autopay): the notice before a charge, a bill above the cap, and how a
// charge ended. Each one has a mail and a push; only the company's name is shown (layout.ts says why).

export type AutopayEvent = "notice" | "over_cap" | "paid" | "failed";

export type AutopayWords = {
  companyName: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  amount: number;
  cap: number;
  currency: string;
  /** ISO time of the charge (the notice's). */
  chargeAt: string;
};

export type AutopayLinks = {
  /** The charge's page: what is paid, when, and the buttons. */
  manageUrl: string;
  skipUrl: string;
  offUrl: string;
  /** The checkout filled in, for a bill the user pays themselves. */
  payUrl: string;
};

const dayOf = (locale: Locale, day: string) =>
  mailFormatter(locale).dateTime(new Date(`${day}T15:00:00Z`), { day: "numeric", month: "long" });
const whenOf = (locale: Locale, iso: string) =>
  mailFormatter(locale).dateTime(new Date(iso), { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });
const moneyOf = (locale: Locale, amount: number, currency: string) =>
  mailFormatter(locale).number(amount, { style: "currency", currency });

function wordsFor(locale: Locale, w: AutopayWords) {
  return {
    company: w.companyName,
    date: dayOf(locale, w.dueDate),
    when: whenOf(locale, w.chargeAt),
    amount: moneyOf(locale, w.amount, w.currency),
    cap: moneyOf(locale, w.cap, w.currency),
  };
}

export function autopayMail(event: AutopayEvent, input: AutopayWords & AutopayLinks & { locale: Locale }): Mail {
  const t = mailTranslator(input.locale);
  const words = wordsFor(input.locale, input);
  const common = { locale: input.locale, greeting: t("greeting"), footer: t("footer"), after: [t("autopay.why")] };
  switch (event) {
    case "notice":
      return renderMail({
        ...common,
        subject: t("autopay.notice.subject", words),
        paragraphs: [t("autopay.notice.intro", words), t("autopay.notice.cap", words), t("autopay.notice.change")],
        action: { label: t("autopay.notice.action"), url: input.manageUrl, hint: t("linkHint") },
        links: [
          { label: t("autopay.notice.skip"), url: input.skipUrl },
          { label: t("autopay.notice.off"), url: input.offUrl },
        ],
      });
    case "over_cap":
      return renderMail({
        ...common,
        subject: t("autopay.overCap.subject", words),
        paragraphs: [t("autopay.overCap.intro", words), t("autopay.overCap.next")],
        action: { label: t("reminder.action"), url: input.payUrl, hint: t("linkHint") },
      });
    case "paid":
      return renderMail({
        ...common,
        subject: t("autopay.paid.subject", words),
        paragraphs: [t("autopay.paid.intro", words)],
        action: { label: t("autopay.paid.action"), url: input.manageUrl, hint: t("linkHint") },
      });
    case "failed":
      return renderMail({
        ...common,
        subject: t("autopay.failed.subject", words),
        paragraphs: [t("autopay.failed.intro", words), t("autopay.failed.next", words)],
        action: { label: t("reminder.action"), url: input.payUrl, hint: t("linkHint") },
      });
  }
}

export function autopayPush(event: AutopayEvent, input: AutopayWords & { locale: Locale }): { title: string; body: string } {
  const t = mailTranslator(input.locale);
  const words = wordsFor(input.locale, input);
  const key = event === "over_cap" ? "overCap" : event;
  return { title: t(`autopay.${key}.pushTitle`, words), body: t(`autopay.${key}.pushBody`, words) };
}
