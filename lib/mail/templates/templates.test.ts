import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/config";
import { emailVerificationMail } from "./email-verification";
import { escapeHtml, type Mail } from "./layout";
import { passwordChangedMail } from "./password-changed";
import { passwordResetMail } from "./password-reset";

const APP = "https://saldo.example.com";
const HOSTILE = `<script>alert("x")</script> & 'Ana' <img src="http://evil.example/t.gif">`;

const every = (name: string, url: string): Record<string, Mail> => ({
  ...Object.fromEntries(LOCALES.map((locale) => [`reset ${locale}`, passwordResetMail({ locale, name, url, minutes: 30 })])),
  ...Object.fromEntries(LOCALES.map((locale) => [`verify ${locale}`, emailVerificationMail({ locale, name, url, hours: 48 })])),
  ...Object.fromEntries(
    LOCALES.map((locale) => [`changed ${locale}`, passwordChangedMail({ locale, name, when: new Date("2026-03-01T15:04:00Z"), forgotUrl: url })]),
  ),
});

describe("mail templates", () => {
  const url = `${APP}/reset-password?token=abc_DEF-123&x=1`;
  const mails = every("Ana", url);

  it("have a subject, a text part and an HTML part in each language, without a missing message", () => {
    for (const [which, mail] of Object.entries(mails)) {
      expect(mail.subject, which).not.toBe("");
      expect(mail.text, which).toContain("Ana");
      expect(mail.html, which).toContain("Ana");
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, which).not.toMatch(/⟦|mail\.\w+\.\w+|\{\w+\}/);
    }
    expect(mails["reset es"]!.subject).not.toBe(mails["reset en"]!.subject);
    expect(mails["reset es"]!.html).toContain('lang="es"');
    expect(mails["reset en"]!.html).toContain('lang="en"');
    expect(mails["reset en"]!.text).toContain("30 minutes");
    expect(mails["verify es"]!.text).toContain("48 horas");
  });

  it("carry the link in both parts, escaped in the HTML", () => {
    for (const [which, mail] of Object.entries(mails)) {
      expect(mail.text, which).toContain(url);
      expect(mail.html, which).toContain(`href="${APP}/reset-password?token=abc_DEF-123&amp;x=1"`);
    }
  });

  it("load nothing from anywhere: no image, stylesheet, font or address of another origin", () => {
    for (const [which, mail] of Object.entries(mails)) {
      const origins = [...mail.html.matchAll(/https?:\/\/[^\s"'<>&]+/g)].map((m) => new URL(m[0]).origin);
      expect(new Set(origins), which).toEqual(new Set([APP]));
    }
    for (const [which, mail] of Object.entries(every(HOSTILE, url))) {
      expect(mail.html, which).not.toMatch(/<img|<link|<script|@import|url\(|@font-face|\ssrc="/i);
      const targets = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).origin);
      expect(new Set(targets), which).toEqual(new Set([APP]));
    }
  });

  it("escape every interpolated value in the HTML", () => {
    const mail = passwordResetMail({ locale: "es", name: HOSTILE, url: `${APP}/r?token=a"><script>`, minutes: 30 });
    expect(mail.html).toContain(escapeHtml(HOSTILE));
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`href="${APP}/r?token=a&quot;&gt;&lt;script&gt;"`);
    // The text part is plain text: shown as written, never as markup.
    expect(mail.text).toContain(HOSTILE);
  });

  it("escape the five characters that matter in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});
