// DELETE /api/me/passkeys/{id} — remove one of the user's passkeys (it signs in no more), once that
// is confirmed (Saldo-Confirmation); answers how many other sessions are open, so the page can offer
// to end them
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { givenConfirmation } from "@/lib/accounts/confirmations";
import { confirmedRemovePasskey } from "@/lib/accounts/passkey-changes";
import { liveSessionsOf } from "@/lib/accounts/sessions";
import { AppError } from "@/lib/platform/http/errors";

export const DELETE = withSession<{ id: string }>(async (request, { user, sessionId, params }) => {
  if (!(await confirmedRemovePasskey(user.id, params.id, givenConfirmation(request.headers)))) throw new AppError("NOT_FOUND", "No such passkey.");
  const others = (await liveSessionsOf(user.id, Date.now())).filter((s) => s.id !== sessionId).length;
  return NextResponse.json({ otherSessions: others });
});
