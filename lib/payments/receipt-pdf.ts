import "server-only";
import PDFDocument from "pdfkit";
import { createTranslator } from "use-intl/core";
import { INTL_LOCALE, TIME_ZONE, type Locale } from "@/lib/platform/i18n/config";
import { BRAND_INK } from "@/lib/platform/brand";
import { formatterFor } from "@/lib/platform/i18n/format";
import { messagesFor } from "@/lib/platform/i18n/messages";
import { shortId } from "./receipt-lines";
import type { OperationView } from "./view";
import { receiptRows, ticketRows, type ReceiptRow, type ReceiptSource, type Translate } from "./receipt-rows";

// The PDF uses pdfkit's bundled standard fonts (Helvetica): nothing is fetched, and their WinAnsi
// encoding holds Spanish's accents, ñ, ¿ and ¡. The few characters it lacks are written plainly.
const INK = "#0f172a";
const MUTED = "#475569";

const winAnsi = (text: string) =>
  text
    .replace(/[\u202f\u2009\u2007]/g, " ")
    .replace(/[\u2010\u2011\u2012]/g, "-")
    .replace(/\u2026/g, "...");

/** The receipt of a confirmed (or any) operation, as a one-page A4 PDF in the user's language. */
export async function renderReceiptPdf(op: ReceiptSource & { origin?: OperationView["origin"] }, locale: Locale): Promise<Buffer> {
  const messages = messagesFor(locale);
  const intlLocale = INTL_LOCALE[locale];
  // The rows module takes plain string keys (the page passes its hooks the same way).
  const t = createTranslator({ locale: intlLocale, messages, namespace: "operation.receipt", timeZone: TIME_ZONE }) as unknown as Translate;
  const common = createTranslator({ locale: intlLocale, messages, namespace: "common", timeZone: TIME_ZONE }) as unknown as Translate;
  const format = formatterFor(locale);
  const rows = receiptRows(op, t, common, format);
  const ticket = ticketRows(op, t, common);

  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: winAnsi(`${t("brand")} — ${t("heading")}`), Author: t("brand"), Subject: op.id },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // The brand: a mark and the name, as on the printed page.
  doc.roundedRect(left, 50, 30, 30, 7).fill(BRAND_INK);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(18).text("S", left, 56, { width: 30, align: "center" });
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(t("brand"), left + 40, 54);
  doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(winAnsi(t("heading")), left, 60, { width, align: "right" });

  doc.moveDown(2.2);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(26).text(winAnsi(format.number(op.amount, { style: "currency", currency: op.currency })), left);
  doc.font("Helvetica").fontSize(13).fillColor(MUTED).text(winAnsi(op.nickname ? `${op.companyName} · ${op.nickname}` : op.companyName));
  // Paid by autopay, not at a checkout: said under the payee, as on the page.
  if (op.origin === "autopay") doc.fontSize(11).text(winAnsi(common("origin.autopay")));
  doc.moveDown(1);

  const table = (items: ReceiptRow[]) => {
    for (const row of items) {
      const y = doc.y;
      doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(winAnsi(row.label), left, y, { width: 170 });
      const labelBottom = doc.y;
      // The PDF holds every number whole: a printout cannot be copied from.
      doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(winAnsi(row.value), left + 180, y, { width: width - 180 });
      doc.y = Math.max(labelBottom, doc.y) + 6;
    }
  };
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor("#cbd5e1").stroke();
  doc.moveDown(0.8);
  table(rows);

  if (ticket.length) {
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(winAnsi(t("ticket")), left);
    doc.moveDown(0.4);
    table(ticket);
  }

  doc.moveDown(2);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(winAnsi(`${t("footer")} · ${shortId(op.id)}`), left, doc.y, { width, align: "center" });
  doc.end();
  return done;
}
