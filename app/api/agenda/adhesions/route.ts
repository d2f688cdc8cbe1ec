// GET /api/agenda/adhesions?all&notifications — the user's bill reminders · POST — add one
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { readJson } from "@/lib/platform/http/route";
import { addAdhesion, listAdhesions } from "@/lib/saved-accounts/adhesions";
import { adhesionCreateSchema, adhesionListQuerySchema } from "@/lib/saved-accounts/input";
import { searchParamsOf } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request, { user }) => {
  const options = adhesionListQuerySchema.parse(searchParamsOf(request.nextUrl));
  return NextResponse.json({ adhesions: await listAdhesions(user, options) });
});

export const POST = withSession(async (request, { user }) => {
  const input = adhesionCreateSchema.parse(await readJson(request));
  return NextResponse.json({ adhesion: await addAdhesion(user, input) }, { status: 201 });
});
