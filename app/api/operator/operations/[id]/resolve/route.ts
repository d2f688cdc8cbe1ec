// POST /api/operator/operations/{id}/resolve — settle an operation or dismiss its flag, with a note (operators only, audited)
import { NextResponse } from "next/server";
import { resolveOperation } from "@/lib/operator/resolve";
import { withOperator } from "@/lib/accounts/guards";
import { readJson } from "@/lib/platform/http/route";
import { resolveOperationSchema } from "@/lib/operator/input";

export const POST = withOperator<{ id: string }>(async (request, { user, params }) => {
  const input = resolveOperationSchema.parse(await readJson(request));
  return NextResponse.json({ operation: await resolveOperation(user, params.id, input) });
});
