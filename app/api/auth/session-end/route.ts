// POST /api/auth/session-end — spend the link of a new-device mail: that session ends (no sign-in
// needed: the link is the proof). Answers whether it ended now or had ended already.
import { NextResponse } from "next/server";
import { endSessionFromMail } from "@/lib/accounts/recovery";
import { sessionEndSchema } from "@/lib/accounts/input";
import { route, readJson } from "@/lib/platform/http/route";
import { clientAddress } from "@/lib/platform/http/rate-limit";

export const POST = route(async (request) => {
  const { token } = sessionEndSchema.parse(await readJson(request));
  const ended = await endSessionFromMail(token, clientAddress(request.headers));
  return NextResponse.json({ ended }, { headers: { "cache-control": "no-store" } });
});
