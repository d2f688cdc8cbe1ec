import { describe, expect, it } from "vitest";
import { BRAND_INK } from "@/lib/platform/brand";
import { LOCALES } from "@/lib/platform/i18n/config";
import { emailVerificationMail } from "./email-verification";
import { escapeHtml, type Mail } from "./layout";
import { passwordChangedMail } from "./password-changed";
import { passwordResetMail } from "./password-reset";
import { autopayMail, autopayPush } from "./autopay";
import { floatLowMail } from "./float-low";
import { newDeviceMail } from "./new-device";

const APP = "https://saldo.example.com";
const HOSTILE_URL = `${APP}/r?token=a"><script>alert('x')</script><img src="http://evil.example/t.gif">&b=1`;

const every = (url: string): Record<string, Mail> => ({
  ...Object.fromEntries(LOCALES.map((locale) => [`reset ${locale}`, passwordResetMail({ locale, url, minutes: 30 })])),
  ...Object.fromEntries(LOCALES.map((locale) => [`verify ${locale}`, emailVerificationMail({ locale, url, hours: 48 })])),
  ...Object.fromEntries(LOCALES.map((locale) => [`changed ${locale}`, passwordChangedMail({ locale, when: new Date("2026-03-01T15:04:00Z"), forgotUrl: url })])),
  ...Object.fromEntries(LOCALES.map((locale) => [`float ${locale}`, floatLowMail({ locale, currency: "ARS", available: 1, level: 1_000_000, consoleUrl: url })])),
  ...Object.fromEntries(LOCALES.map((locale) => [`device ${locale}`, newDeviceMail({ locale, when: new Date("2026-03-01T15:04:00Z"), browser: "Safari 18", system: "iOS 18", address: "2001:db8::1", endUrl: url })])),
  ...Object.fromEntries(LOCALES.map((locale) => [`unknown device ${locale}`, newDeviceMail({ locale, when: new Date("2026-03-01T15:04:00Z"), browser: null, system: null, address: null, endUrl: url })])),
});

describe("mail templates", () => {
  const url = `${APP}/reset-password?token=abc_DEF-123&x=1`;
  const mails = every(url);

  it("have a subject, a text part and an HTML part in each language, without a missing message", () => {
    for (const [which, mail] of Object.entries(mails)) {
      expect(mail.subject, which).not.toBe("");
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, which).not.toMatch(/⟦|mail\.\w+|\{\w+\}/);
    }
    expect(mails["reset es"]!.subject).toBe("Restablecé tu contraseña de Saldo");
    expect(mails["reset en"]!.subject).toBe("Reset your Saldo password");
    expect(mails["reset es"]!.html).toContain('lang="es"');
    expect(mails["reset en"]!.html).toContain('lang="en"');
    expect(mails["reset en"]!.text).toContain("30 minutes");
    expect(mails["verify es"]!.text).toContain("48 horas");
    expect(mails["changed es"]!.text).toContain("1 de marzo de 2026");
    expect(mails["changed en"]!.text).toContain("March 1, 2026");
    expect(mails["float es"]!.subject).toBe("Saldo: queda poco float del proveedor en ARS");
    expect(mails["float es"]!.text).toMatch(/\$\s?1,00 disponibles/);
    expect(mails["float en"]!.text).toMatch(/ARS\s1,000,000\.00/);
    expect(mails["device es"]!.text.replace(/[\u202f\u00a0]/g, " ")).toContain("El 1 de marzo de 2026 a las 12:04 se inició sesión en tu cuenta de Saldo desde Safari 18 en iOS 18 (dirección 2001:db8::1).");
    expect(mails["device en"]!.text).toContain("from Safari 18 on iOS 18 (address 2001:db8::1).");
    expect(mails["unknown device es"]!.text).toContain("desde un navegador en un sistema que no reconocemos.");
    expect(mails["unknown device en"]!.subject).toBe("New sign-in to your Saldo account");
  });

  it("say when a password changed on the language's own clock, the time inside the sentence", () => {
    const es = mails["changed es"]!.text.replace(/[\u202f\u00a0]/g, " ");
    const en = mails["changed en"]!.text.replace(/[\u202f\u00a0]/g, " ");
    expect(es).toContain("El 1 de marzo de 2026 a las 12:04 cambió la contraseña de tu cuenta de Saldo, y cerramos todas las sesiones");
    expect(en).toContain("On March 1, 2026 at 12:04 PM, the password of your Saldo account was changed");
    for (const text of [es, en]) expect(text).not.toMatch(/\.\.(?!\.)|[ap]\. ?m\./);
  });

  it("wear the app's brand colour on the name, the button and the links, and no other blue", () => {
    for (const [which, mail] of Object.entries(mails)) {
      expect(mail.html, which).toMatch(new RegExp(`font-weight:800;color:${BRAND_INK}">Saldo<`));
      expect(mail.html, which).toContain(`background:${BRAND_INK};color:#ffffff`);
      expect(mail.html, which).not.toMatch(/#1d4ed8|#2563eb|#3b82f6/i);
    }
  });

  it("carry the link in both parts, escaped in the HTML", () => {
    for (const [which, mail] of Object.entries(mails)) {
      expect(mail.text, which).toContain(url);
      expect(mail.html, which).toContain(`href="${APP}/reset-password?token=abc_DEF-123&amp;x=1"`);
    }
  });

  it("load nothing from anywhere: no image, stylesheet or font, and no address of another origin", () => {
    for (const [which, mail] of Object.entries(mails)) {
      expect(mail.html, which).not.toMatch(/<img|<link|<script|@import|url\(|@font-face|\ssrc=/i);
      const origins = [...mail.html.matchAll(/https?:\/\/[^\s"'<>&]+/g)].map((m) => new URL(m[0]).origin);
      expect(new Set(origins), which).toEqual(new Set([APP]));
    }
  });

  it("escape every interpolated value in the HTML", () => {
    for (const [which, mail] of Object.entries(every(HOSTILE_URL))) {
      expect(mail.html, which).toContain(`href="${escapeHtml(HOSTILE_URL)}"`);
      expect(mail.html, which).not.toMatch(/<script|<img|\ssrc="/i);
      // The text part is plain text: shown as written, never as markup.
      expect(mail.text, which).toContain(HOSTILE_URL);
    }
  });

  it("escape the five characters that matter in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("autopay mails", () => {
  const words = { companyName: "EDENOR", dueDate: "2026-12-10", amount: 15234.5, cap: 20000, currency: "ARS", chargeAt: "2026-12-09T12:00:00.000Z" };
  const links = {
    manageUrl: `${APP}/autopay/c1`,
    skipUrl: `${APP}/autopay/c1?do=skip`,
    offUrl: `${APP}/autopay/c1?do=off`,
    payUrl: `${APP}/pay/AR-S-0003?modality=m&clientNumber=1&autoquery=1`,
  };

  it("announce the charge with its amount, cap, time, and links to skip it and to turn autopay off", () => {
    const es = autopayMail("notice", { ...words, ...links, locale: "es" });
    expect(es.subject).toBe("Débito automático: vamos a pagar EDENOR el miércoles, 9 de diciembre, 09:00");
    expect(es.text).toMatch(/\$\s15\.234,50/);
    expect(es.text).toMatch(/\$\s20\.000,00/);
    expect(es.text).toContain(`Saltear esta vez: ${links.skipUrl}`);
    expect(es.text).toContain(`Desactivar el débito automático: ${links.offUrl}`);
    expect(es.html).toContain(`href="${links.skipUrl}"`);
    expect(es.html).toContain(`href="${links.offUrl}"`);
    const en = autopayMail("notice", { ...words, ...links, locale: "en" });
    expect(en.text).toContain(`Skip this time: ${links.skipUrl}`);
  });

  it("word every event in both languages, and send the over-cap and failed ones to the checkout", () => {
    for (const event of ["notice", "over_cap", "paid", "failed"] as const) {
      for (const locale of LOCALES) {
        const mail = autopayMail(event, { ...words, ...links, locale });
        const push = autopayPush(event, { ...words, locale });
        for (const part of [mail.subject, mail.text, mail.html, push.title, push.body]) expect(part, `${event} ${locale}`).not.toMatch(/⟦|mail\.\w+|\{\w+\}/);
        expect(mail.html).not.toMatch(/<img|src=/);
        if (event === "over_cap" || event === "failed") expect(mail.text).toContain(links.payUrl);
      }
    }
  });
});
