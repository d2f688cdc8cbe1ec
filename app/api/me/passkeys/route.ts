// GET /api/me/passkeys — the user's passkeys: name, kind (synced or on one device), the browser that
// made it, when made and last used. POST /api/me/passkeys — keep a new one, answered to the
// challenge of POST /api/me/passkeys/options
import { NextResponse } from "next/server";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { withSession } from "@/lib/accounts/guards";
import { addPasskeySchema } from "@/lib/accounts/input";
import { addPasskey, passkeysOf } from "@/lib/accounts/passkeys";
import { readJson } from "@/lib/platform/http/route";

export const GET = withSession(async (_request, { user }) => NextResponse.json({ passkeys: await passkeysOf(user.id) }));

export const POST = withSession(async (request, { user }) => {
  const { name, response } = addPasskeySchema.parse(await readJson(request));
  return NextResponse.json({ passkey: await addPasskey(user, response as unknown as RegistrationResponseJSON, name) }, { status: 201 });
});
