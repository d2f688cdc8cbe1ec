import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The two files the bill scanner loads at run time, served from Saldo's own origin (no CDN: the
// decoder's default is jsDelivr). Read from the installed packages, so they always match the code
// that asks for them; an allow-list, so no other name reaches the file system.
const ASSETS: Record<string, { file: string[]; type: string }> = {
  // barcode-detector's decoder (ZXing compiled to WebAssembly, reader build).
  "zxing_reader.wasm": { file: ["zxing-wasm", "dist", "reader", "zxing_reader.wasm"], type: "application/wasm" },
  // pdf.js's worker, which reads the PDF bill whose first page is scanned.
  "pdf.worker.min.mjs": { file: ["pdfjs-dist", "build", "pdf.worker.min.mjs"], type: "text/javascript; charset=utf-8" },
};

export type ScannerAsset = { body: Buffer; type: string };

const cache = new Map<string, Promise<Buffer>>();

/** The named asset, or null for any other name. Read once per process. */
export async function scannerAsset(name: string): Promise<ScannerAsset | null> {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return null;
  let body = cache.get(name);
  if (!body) {
    body = readFile(path.join(process.cwd(), "node_modules", ...asset.file));
    body.catch(() => cache.delete(name));
    cache.set(name, body);
  }
  return { body: await body, type: asset.type };
}
