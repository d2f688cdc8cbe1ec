// POST /api/bills/barcode — the company and checkout of a scanned bill barcode
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { readJson } from "@/lib/server/http/route";
import { findBarcodeCompany } from "@/lib/bills/barcode";
import { barcodeLookupSchema } from "@/lib/bills/input";

export const POST = withSession(async (request) => {
  const { code } = barcodeLookupSchema.parse(await readJson(request));
  return NextResponse.json(await findBarcodeCompany(code));
});
