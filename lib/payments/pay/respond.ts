import "server-only";
import { NextResponse } from "next/server";
import { isFinal, type OperationRow } from "@/lib/payments/state";
import { toOperationView } from "@/lib/payments/view";

/** The answer of the three payment routes: 201 once final, 202 while the outcome is still open. */
export function operationResponse(row: OperationRow): NextResponse {
  return NextResponse.json(
    { operation: toOperationView(row) },
    { status: isFinal(row.status) ? 201 : 202 },
  );
}
