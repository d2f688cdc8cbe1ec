// GET /api/scanner/{file} — the bill scanner's decoder (WebAssembly) and PDF worker, from our own origin
import { NextResponse } from "next/server";
import { route } from "@/lib/platform/http/route";
import { AppError } from "@/lib/platform/http/errors";
import { scannerAsset } from "@/lib/platform/http/scanner-assets";

export const GET = route<{ file: string }>(async (_request, { file }) => {
  const asset = await scannerAsset(file);
  if (!asset) throw new AppError("NOT_FOUND", "There is no such scanner file.");
  // The files change only with the packages, which change only with a new build of Saldo.
  return new NextResponse(new Uint8Array(asset.body), {
    headers: { "content-type": asset.type, "cache-control": "public, max-age=31536000, immutable" },
  });
});
