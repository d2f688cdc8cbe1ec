import { describe, expect, it } from "vitest";
import { formatterFor } from "./format";

// 00:46 and 15:04 in Buenos Aires (UTC-3).
const AFTER_MIDNIGHT = new Date("2026-11-28T03:46:00Z");
const AFTERNOON = new Date("2026-03-01T18:04:00Z");
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("formatterFor", () => {
  it("writes Argentine times on a 24-hour clock, whatever the options", () => {
    const es = formatterFor("es");
    expect(plain(es.dateTime(AFTER_MIDNIGHT, { dateStyle: "medium", timeStyle: "short" }))).toBe("28 nov 2026, 00:46");
    expect(plain(es.dateTime(AFTERNOON, { dateStyle: "long", timeStyle: "short" }))).toBe("1 de marzo de 2026 a las 15:04");
    expect(plain(es.dateTime(AFTERNOON, { hour: "numeric", minute: "2-digit" }))).toBe("15:04");
    for (const text of [es.dateTime(AFTER_MIDNIGHT, { timeStyle: "short" }), es.dateTime(AFTERNOON, { hour: "2-digit", minute: "2-digit" })]) {
      expect(plain(text)).not.toMatch(/[ap]\. ?m\./);
    }
  });

  it("keeps English on its own 12-hour clock", () => {
    const en = formatterFor("en");
    expect(plain(en.dateTime(AFTER_MIDNIGHT, { dateStyle: "medium", timeStyle: "short" }))).toBe("Nov 28, 2026, 12:46 AM");
    expect(plain(en.dateTime(AFTERNOON, { hour: "numeric", minute: "2-digit" }))).toBe("3:04 PM");
  });

  it("writes money and numbers as each language does", () => {
    expect(plain(formatterFor("es").number(12345.67, { style: "currency", currency: "ARS" }))).toBe("$ 12.345,67");
    expect(plain(formatterFor("en").number(12345.67, { style: "currency", currency: "USD" }))).toBe("$12,345.67");
  });
});
