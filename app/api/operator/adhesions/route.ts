// GET /api/operator/adhesions — saved accounts whose automatic debit at the provider disagrees with autopay (operators only)
import { NextResponse } from "next/server";
import { listAdhesionMismatches } from "@/lib/operator/adhesions";
import { withOperator } from "@/lib/accounts/guards";

export const dynamic = "force-dynamic";

export const GET = withOperator(async () => NextResponse.json(await listAdhesionMismatches()));
