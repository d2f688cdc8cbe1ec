// GET /api/operations/{id}/account — is the account this bill was paid for saved? · POST — save it
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { readJson } from "@/lib/platform/http/route";
import { saveAccountOf, saveOfferFor } from "@/lib/saved-accounts/from-operation";
import { saveAccountSchema } from "@/lib/saved-accounts/input";
import { operationDetail } from "@/lib/payments/read";

export const dynamic = "force-dynamic";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await saveOfferFor(user, await operationDetail(user.id, params.id))),
);

export const POST = withSession<{ id: string }>(async (request, { user, params }) => {
  const { alias } = saveAccountSchema.parse(await readJson(request));
  const adhesion = await saveAccountOf(user, await operationDetail(user.id, params.id), alias);
  return NextResponse.json({ adhesion }, { status: 201 });
});
