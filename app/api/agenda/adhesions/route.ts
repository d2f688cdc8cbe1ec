// GET /api/agenda/adhesions?all&notifications — the user's bill reminders · POST — add one
import { NextResponse } from "next/server";
import { readJson, withSession } from "@/lib/api/handler";
import { addAdhesion, listAdhesions } from "@/lib/agenda/adhesions";
import { NO_STORE } from "@/lib/catalog/http";
import { adhesionCreateSchema, adhesionListQuerySchema } from "@/lib/validations/agenda";
import { searchParamsOf } from "@/lib/validations/catalog";

export const dynamic = "force-dynamic";

export const GET = withSession(async (request, { user }) => {
  const options = adhesionListQuerySchema.parse(searchParamsOf(request.nextUrl));
  return NextResponse.json({ adhesions: await listAdhesions(user, options) }, { headers: NO_STORE });
});

export const POST = withSession(async (request, { user }) => {
  const input = adhesionCreateSchema.parse(await readJson(request));
  return NextResponse.json({ adhesion: await addAdhesion(user, input) }, { status: 201, headers: NO_STORE });
});
