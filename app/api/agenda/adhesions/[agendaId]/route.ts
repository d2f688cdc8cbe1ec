// PATCH /api/agenda/adhesions/{agendaId} — rename, pause or resume one of the user's reminders
import { NextResponse } from "next/server";
import { withSession } from "@/lib/auth/guards";
import { readJson } from "@/lib/server/http/route";
import { updateAdhesion } from "@/lib/agenda/adhesions";
import { adhesionUpdateSchema } from "@/lib/agenda/input";

export const PATCH = withSession<{ agendaId: string }>(async (request, { user, params }) => {
  const input = adhesionUpdateSchema.parse(await readJson(request));
  return NextResponse.json({ adhesion: await updateAdhesion(user, params.agendaId, input) });
});
