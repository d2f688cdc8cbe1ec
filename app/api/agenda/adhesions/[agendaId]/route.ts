// PATCH /api/agenda/adhesions/{agendaId} — rename, pause or resume one of the user's saved accounts
// DELETE — remove it from "Mis cuentas" (the provider has no delete: its reminder is paused)
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { readJson } from "@/lib/platform/http/route";
import { removeAdhesion, updateAdhesion } from "@/lib/saved-accounts/adhesions";
import { adhesionUpdateSchema } from "@/lib/saved-accounts/input";

export const PATCH = withSession<{ agendaId: string }>(async (request, { user, params }) => {
  const input = adhesionUpdateSchema.parse(await readJson(request));
  return NextResponse.json({ adhesion: await updateAdhesion(user, params.agendaId, input) });
});

export const DELETE = withSession<{ agendaId: string }>(async (_request, { user, params }) => {
  await removeAdhesion(user, params.agendaId);
  return new NextResponse(null, { status: 204 });
});
