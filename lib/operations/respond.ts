import "server-only";
import { NextResponse } from "next/server";
import { NO_STORE } from "@/lib/catalog/http";
import { isFinal, type OperationRow } from "./state";
import { toOperationView } from "./view";

/** The answer of the three payment routes: 201 once final, 202 while the outcome is still open. */
export function operationResponse(row: OperationRow): NextResponse {
  return NextResponse.json(
    { operation: toOperationView(row) },
    { status: isFinal(row.status) ? 201 : 202, headers: NO_STORE },
  );
}
