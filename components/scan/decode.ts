// The bill scanner's decoder, loaded only when someone scans (a dynamic import: the pay pages'
// bundles stay small). barcode-detector is the standard BarcodeDetector API over ZXing compiled to
// WebAssembly (Chromium has no native detector on Linux and Windows); pdf.js renders a PDF bill's
// first page. Both load their WebAssembly and worker from Saldo's own origin, never a CDN
// (app/api/scanner/[file]/route.ts); the version in the address keeps a year-long cache honest.
import { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } from "barcode-detector/ponyfill";

/** What bills print: ITF (Argentina's collection networks), Code 128, PDF417, QR and Data Matrix. */
export const BILL_FORMATS = ["itf", "code_128", "pdf417", "qr_code", "data_matrix"] as const;

prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) =>
      file.endsWith(".wasm") ? `/api/scanner/zxing_reader.wasm?v=${ZXING_WASM_VERSION}` : prefix + file,
  },
});

const detector = new BarcodeDetector({ formats: [...BILL_FORMATS] });

/** Every code the detector reads in an image, a video frame or a canvas, as text. */
export async function detectCodes(source: ImageBitmapSource): Promise<string[]> {
  const found = await detector.detect(source);
  return found.map((b) => b.rawValue).filter(Boolean);
}

/** The first page of a PDF, drawn big enough for a barcode's bars to come out clean. */
async function renderFirstPage(file: Blob): Promise<HTMLCanvasElement> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = `/api/scanner/pdf.worker.min.mjs?v=${pdfjs.version}`;
  // No eval (the page policy forbids it), no font files fetched: only the bars matter.
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false, disableFontFace: true }).promise;
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: 3 });
    const canvas = document.createElement("canvas");
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return canvas;
  } finally {
    void pdf.destroy();
  }
}

const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);

/** The codes on a photo of a bill, or on the first page of a PDF bill. */
export async function decodeFile(file: File): Promise<string[]> {
  if (isPdf(file)) return detectCodes(await renderFirstPage(file));
  return detectCodes(file);
}
