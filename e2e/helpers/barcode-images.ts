// Bills made in the test: barcode images (bwip-js), a PDF bill (pdfkit) and a camera video (Y4M,
// for Chromium's fake camera) that shows a barcode.
import { writeFileSync } from "node:fs";
import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";
import { PNG } from "pngjs";
import { withCheckDigit } from "@/lib/rules/bill-barcode";

/** A bill code with the collection networks' check digit: `prefix`, then digits, `length` in all, ending in `last`
 * (the sandbox's test value: 1 is one payable debt). */
export function billCode(prefix: string, length: number, last = 1): string {
  const start = Math.floor(Math.random() * 1_000_000);
  for (let n = start; n < start + 1000; n++) {
    const code = withCheckDigit(`${prefix}${String(n).padStart(length - prefix.length - 1, "0")}`);
    if (code.endsWith(String(last))) return code;
  }
  throw new Error("no code with that last digit");
}

export type Symbology = "interleaved2of5" | "code128" | "qrcode" | "pdf417" | "datamatrix";

/** The code drawn as a PNG on white, with a quiet zone around it. */
export function barcodePng(bcid: Symbology, text: string, scale = 3): Promise<Buffer> {
  const linear = bcid === "interleaved2of5" || bcid === "code128";
  return bwipjs.toBuffer({
    bcid,
    text,
    scale,
    ...(linear ? { height: 15 } : {}),
    paddingwidth: 12,
    paddingheight: 12,
    backgroundcolor: "FFFFFF",
  });
}

/** A photo with no code on it: plain white. */
export function blankPng(): Buffer {
  const png = new PNG({ width: 320, height: 200 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

/** A one-page PDF bill: a few lines of text and the barcode image at the bottom. */
export function billPdf(png: Buffer, code: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(18).text("EPEC — Factura de servicio");
    doc.fontSize(11).text("Período 2026-11 · Vencimiento 10/12/2026 · Total $ 22.339,14");
    doc.image(png, 50, 600, { width: 480 });
    doc.fontSize(9).text(code, 50, 700);
    doc.end();
  });
}

/**
 * A few seconds of Y4M video (4:2:0, the format Chromium's fake camera reads) showing the PNG in
 * the middle of a white 640×480 frame: what a phone held over the bill would see.
 */
export function writeBarcodeY4m(png: Buffer, file: string, frames = 10): void {
  const image = PNG.sync.read(png);
  const [width, height] = [640, 480];
  const luma = Buffer.alloc(width * height, 235);
  const x0 = Math.floor((width - image.width) / 2);
  const y0 = Math.floor((height - image.height) / 2);
  if (x0 < 0 || y0 < 0) throw new Error(`barcode ${image.width}×${image.height} does not fit the frame`);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      luma[(y0 + y) * width + x0 + x] = Math.round(16 + (219 * (0.299 * r + 0.587 * g + 0.114 * b)) / 255);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
