// POST /api/bills/barcode — the company and checkout of a scanned bill barcode
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { readJson } from "@/lib/platform/http/route";
import { findBarcodeCompany } from "@/lib/payments/bills/barcode";
import { barcodeLookupSchema } from "@/lib/payments/bills/input";

export const POST = withSession(async (request) => {
  const { code } = barcodeLookupSchema.parse(await readJson(request));
  return NextResponse.json(await findBarcodeCompany(code));
});
