// The frame every mail shares: a plain-text part and an HTML part with inline styles only. No
// image, font or stylesheet is loaded from anywhere, so nothing tracks the reader and nothing
// breaks when a mail client blocks remote content. Mails show nothing a stranger could have typed
// (not even the account's name): anyone can sign up with someone else's address, and the mail
// must not carry their words to that inbox.
import { createTranslator } from "use-intl/core";
import { INTL_LOCALE, TIME_ZONE, type Locale } from "@/lib/platform/i18n/config";
import { BRAND_INK } from "@/lib/platform/brand";
import { formatterFor } from "@/lib/platform/i18n/format";
import { messagesFor } from "@/lib/platform/i18n/messages";

export type Mail = { subject: string; text: string; html: string };

export const escapeHtml = (value: string): string =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

export const mailTranslator = (locale: Locale) =>
  createTranslator({ locale: INTL_LOCALE[locale], messages: messagesFor(locale), namespace: "mail", timeZone: TIME_ZONE });

export const mailFormatter = formatterFor;

/** The parts of one mail: plain paragraphs and at most one action (a button with its link). */
export type MailContent = {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string; hint: string };
  /** Further links, less prominent than the action ("skip this time", "turn off"). */
  links?: { label: string; url: string }[];
  after: string[];
  footer: string;
};

const P = 'style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937"';
const SMALL = 'style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280"';

export function renderMail(c: MailContent): Mail {
  const text = [
    c.greeting,
    "",
    ...c.paragraphs.flatMap((p) => [p, ""]),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ""] : []),
    ...(c.links ?? []).flatMap((l) => [`${l.label}: ${l.url}`, ""]),
    ...c.after.flatMap((p) => [p, ""]),
    "--",
    c.footer,
    "",
  ].join("\n");

  const paragraph = (p: string, style = P) => `<p ${style}>${escapeHtml(p)}</p>`;
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND_INK};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(c.action.label)}</a></p>` +
      paragraph(c.action.hint, SMALL) +
      `<p ${SMALL}><a href="${escapeHtml(c.action.url)}" style="color:${BRAND_INK};word-break:break-all">${escapeHtml(c.action.url)}</a></p>`
    : "";
  const html =
    `<!doctype html><html lang="${c.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px"><tr><td style="padding:32px">` +
    `<p style="margin:0 0 24px;font-size:24px;font-weight:800;color:${BRAND_INK}">Saldo</p>` +
    paragraph(c.greeting) +
    c.paragraphs.map((p) => paragraph(p)).join("") +
    action +
    (c.links ?? []).map((l) => `<p ${P}><a href="${escapeHtml(l.url)}" style="color:${BRAND_INK}">${escapeHtml(l.label)}</a></p>`).join("") +
    c.after.map((p) => paragraph(p)).join("") +
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">` +
    paragraph(c.footer, SMALL) +
    `</td></tr></table></td></tr></table></body></html>`;

  return { subject: c.subject, text, html };
}
