// PATCH /api/agenda/adhesions/{agendaId} — rename, pause or resume one of the user's reminders
import { NextResponse } from "next/server";
import { readJson, withSession } from "@/lib/api/handler";
import { updateAdhesion } from "@/lib/agenda/adhesions";
import { NO_STORE } from "@/lib/catalog/http";
import { adhesionUpdateSchema } from "@/lib/validations/agenda";

export const PATCH = withSession<{ agendaId: string }>(async (request, { user, params }) => {
  const input = adhesionUpdateSchema.parse(await readJson(request));
  return NextResponse.json({ adhesion: await updateAdhesion(user, params.agendaId, input) }, { headers: NO_STORE });
});
