// POST /api/admin/operations/{id}/resolve — settle an operation or dismiss its flag, with a note (operators only, audited)
import { NextResponse } from "next/server";
import { resolveOperation } from "@/lib/admin/resolve";
import { readJson, withAdmin } from "@/lib/api/handler";
import { NO_STORE } from "@/lib/catalog/http";
import { resolveOperationSchema } from "@/lib/validations/admin";

export const POST = withAdmin<{ id: string }>(async (request, { user, params }) => {
  const input = resolveOperationSchema.parse(await readJson(request));
  return NextResponse.json({ operation: await resolveOperation(user, params.id, input) }, { headers: NO_STORE });
});
