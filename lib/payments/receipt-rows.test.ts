import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createFormatter, createTranslator } from "use-intl/core";
import { BRAND_INK } from "@/lib/platform/brand";
import { INTL_LOCALE, TIME_ZONE, type Locale } from "@/lib/platform/i18n/config";
import { messagesFor } from "@/lib/platform/i18n/messages";
import { renderReceiptPdf } from "./receipt-pdf";
import { receiptRows, ticketRows, type ReceiptSource, type Translate } from "./receipt-rows";

const OP: ReceiptSource = {
  id: "4f1c2b7e-0d3a-4c55-9b1e-2f6a8d7c9e01",
  kind: "bill",
  status: "confirmed",
  companyName: "EDENOR",
  amount: 15230.5,
  currency: "ARS",
  paymentMethod: "ACCOUNT",
  identifiers: [{ identifierName: "clientNumber", identifierValue: "1234567891", label: "Número de cliente" }],
  period: "Factura 2026-11",
  createdAt: "2026-11-04T15:02:00.000Z",
  settledAt: "2026-11-04T15:02:11.000Z",
  receipt: {
    ticket: ["COMPROBANTE DE PAGO", "Fecha: 2026-11-04 15:02:11 UTC", "clientNumber: 1234567891", "Medio de pago: ACCOUNT", "Cod. seguridad: 379E01"],
    additionalData: null,
    readAt: "2026-11-04T15:02:12.000Z",
    providerOperationId: "SOP-4f1c2b7e-0d3a-4c55-9b1e-2f6a8d7c9e01",
  },
  holder: "Lucía Fernández",
  nickname: "Casa",
  billSummary: null,
  pin: null,
};

function rowsIn(locale: Locale, op: ReceiptSource = OP) {
  const messages = messagesFor(locale);
  const t = createTranslator({ locale: INTL_LOCALE[locale], messages, namespace: "operation.receipt", timeZone: TIME_ZONE }) as unknown as Translate;
  const common = createTranslator({ locale: INTL_LOCALE[locale], messages, namespace: "common", timeZone: TIME_ZONE }) as unknown as Translate;
  const format = createFormatter({ locale: INTL_LOCALE[locale], timeZone: TIME_ZONE });
  return { rows: receiptRows(op, t, common, format), ticket: ticketRows(op, t, common) };
}

const byId = (rows: { id: string; label: string; value: string }[]) => Object.fromEntries(rows.map((r) => [r.id, `${r.label}: ${r.value}`]));

describe("receiptRows", () => {
  it("names the holder, the account, the company's label for the identifier, the period and the local time, in Spanish", () => {
    const rows = byId(rowsIn("es").rows);
    expect(rows).toMatchObject({
      holder: "Pagado por: Lucía Fernández",
      account: "Cuenta: Casa",
      "identifier-0": "Número de cliente: 1234567891",
      period: "Período: noviembre de 2026",
      method: "Medio de pago: Dinero en cuenta",
      status: "Estado: Confirmado",
    });
    // 15:02 UTC is 12:02 in Buenos Aires; no UTC anywhere.
    expect(rows.dateTime).toMatch(/^Fecha y hora: 4 de noviembre de 2026\b.*\b12:02\b/);
    expect(JSON.stringify(rows)).not.toMatch(/UTC/);
  });

  it("speaks English to an English user", () => {
    const rows = byId(rowsIn("en").rows);
    expect(rows.period).toBe("Period: November 2026");
    expect(rows.method).toBe(`Payment method: ${messagesFor("en").common.paymentMethod.ACCOUNT}`);
    expect(rows.holder).toBe("Paid by: Lucía Fernández");
  });
});

describe("receiptRows of what was paid", () => {
  const withFees: ReceiptSource = {
    ...OP,
    billSummary: { holderName: "María González", holderAddress: "Av. Co•••••••• 1•••", fees: [{ name: "commission", amount: 350 }, { name: "interest", amount: 10.25 }] },
  };

  it("lists the bill's amount, each fee and the total with them, and whose bill it was", () => {
    const rows = byId(rowsIn("es", withFees).rows);
    const plain = (text: string | undefined) => text?.replace(/[\s\u00a0\u202f]+/g, " ");
    expect(plain(rows.amount)).toBe("Importe: $ 15.230,50");
    expect(plain(rows["fee-0"])).toBe("Comisión: $ 350,00");
    expect(plain(rows["fee-1"])).toBe("interest: $ 10,25");
    expect(plain(rows.total)).toBe("Total: $ 15.590,75");
    expect(rows.billHolder).toBe("Titular de la cuenta: María González");
    expect(rows.billAddress).toBe("Domicilio: Av. Co•••••••• 1•••");
  });

  it("shows the amount alone, with no total, when nothing was charged on top", () => {
    const rows = byId(rowsIn("en").rows);
    expect(Object.keys(rows)).not.toContain("total");
    expect(Object.keys(rows).filter((id) => id.startsWith("fee-"))).toEqual([]);
  });

  it("shows a gift card's PIN masked, as the operation carries it", () => {
    const card: ReceiptSource = { ...OP, kind: "giftcard", period: null, pin: { masked: "••••-••••-••••-AB12", shown: true } };
    expect(byId(rowsIn("en", card).rows).pin).toBe("PIN: ••••-••••-••••-AB12");
  });
});

describe("ticketRows", () => {
  it("labels the provider's lines and translates its payment method, without the raw keys", () => {
    const { ticket } = rowsIn("es");
    expect(ticket.map((r) => `${r.label}: ${r.value}`)).toEqual([
      "Número de cliente: 1234567891",
      "Medio de pago: Dinero en cuenta",
      "Código de seguridad: 379E01",
    ]);
  });
});

/** A bill paid by one person (the Saldo user) for another's account, after midnight in Buenos Aires. */
const PAID_BY_ANOTHER: ReceiptSource = {
  ...OP,
  createdAt: "2026-11-04T03:46:00.000Z",
  settledAt: "2026-11-04T03:46:11.000Z",
  holder: "Lucía Pérez",
  billSummary: { holderName: "Juan Díaz", holderAddress: "Av. Co•••••••• 1•••", fees: [] },
};

/** pdftotext's reading of the receipt, spaces of any kind made plain. */
async function textOf(locale: Locale) {
  const file = join(mkdtempSync(join(tmpdir(), "receipt-")), "receipt.pdf");
  writeFileSync(file, await renderReceiptPdf(PAID_BY_ANOTHER, locale));
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/[\s\u00a0\u202f]+/g, " ");
}

/** The fill colours the PDF's pages paint with, as hex (pdfkit writes "r g b scn", each 0–1). */
async function fillColours() {
  const pdf = (await renderReceiptPdf(PAID_BY_ANOTHER, "es")).toString("latin1");
  const colours = new Set<string>();
  for (const [, body] of pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, "latin1")).toString("latin1");
    } catch {
      continue; // a font or image, not a page's drawing
    }
    for (const [, r, g, b] of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|scn)\b/g)) {
      colours.add(`#${[r, g, b].map((c) => Math.round(Number(c) * 255).toString(16).padStart(2, "0")).join("")}`);
    }
  }
  return colours;
}

describe("renderReceiptPdf", () => {
  it("writes a PDF document", async () => {
    const pdf = await renderReceiptPdf(OP, "es");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
  });

  it("names who paid and whose bill it was apart, in Spanish", async () => {
    const text = await textOf("es");
    expect(text).toContain("Pagado por Lucía Pérez");
    expect(text).toContain("Titular de la cuenta Juan Díaz");
    expect(text).not.toMatch(/Titular Lucía/);
  });

  it("names them apart in English too", async () => {
    const text = await textOf("en");
    expect(text).toContain("Paid by Lucía Pérez");
    expect(text).toContain("Account holder Juan Díaz");
  });

  it("writes the time on the language's own clock", async () => {
    expect(await textOf("es")).toMatch(/4 de noviembre de 2026 a las 00:46/);
    expect(await textOf("en")).toMatch(/November 4, 2026 at 12:46 AM/);
  });

  it("paints its mark in the app's brand colour, not another", async () => {
    const colours = await fillColours();
    expect(colours).toContain(BRAND_INK);
    expect(colours).not.toContain("#1d4ed8");
  });
});
