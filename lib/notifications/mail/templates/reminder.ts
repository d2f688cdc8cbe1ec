import type { Locale } from "@/lib/platform/i18n/config";
import { mailFormatter, mailTranslator, renderMail, type Mail } from "./layout";

export type ReminderWords = {
  companyName: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  dueEstimated: boolean;
  amount: number | null;
  currency: string | null;
};

const dateOf = (locale: Locale, dueDate: string) =>
  // Noon UTC: the same calendar day in Buenos Aires whatever the formatter's zone.
  mailFormatter(locale).dateTime(new Date(`${dueDate}T15:00:00Z`), { day: "numeric", month: "long" });

const moneyOf = (locale: Locale, amount: number, currency: string | null) =>
  mailFormatter(locale).number(amount, currency ? { style: "currency", currency } : { minimumFractionDigits: 2 });

/**
 * A bill about to fall due, with "Pagar ahora" (`payUrl`: the checkout filled in; signed-out
 * readers sign in first and land there). A real due date reads "on", an estimated one "around".
 * Only the company's name (the provider's) is shown, never the account's nickname (layout.ts says why).
 */
export function reminderMail(input: ReminderWords & { locale: Locale; payUrl: string }): Mail {
  const t = mailTranslator(input.locale);
  const words = { company: input.companyName, date: dateOf(input.locale, input.dueDate) };
  return renderMail({
    locale: input.locale,
    subject: t(input.dueEstimated ? "reminder.subjectEstimated" : "reminder.subject", words),
    greeting: t("greeting"),
    paragraphs: [
      t(input.dueEstimated ? "reminder.dueEstimated" : "reminder.due", words),
      input.amount === null ? t("reminder.noAmount") : t("reminder.amount", { amount: moneyOf(input.locale, input.amount, input.currency) }),
    ],
    action: { label: t("reminder.action"), url: input.payUrl, hint: t("linkHint") },
    after: [t("reminder.why")],
    footer: t("footer"),
  });
}

/** The push notification of the same reminder: a title and a line. */
export function reminderPush(input: ReminderWords & { locale: Locale }): { title: string; body: string } {
  const t = mailTranslator(input.locale);
  const amount = input.amount === null ? "" : ` · ${moneyOf(input.locale, input.amount, input.currency)}`;
  const date = dateOf(input.locale, input.dueDate);
  return {
    title: t("reminder.pushTitle", { company: input.companyName }),
    body: t(input.dueEstimated ? "reminder.pushDueEstimated" : "reminder.pushDue", { date, amount }),
  };
}
