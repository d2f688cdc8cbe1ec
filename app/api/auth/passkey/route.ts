// POST /api/auth/passkey — sign in with a passkey's answer to this browser's challenge
import { NextResponse } from "next/server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { passkeySignInSchema } from "@/lib/accounts/input";
import { signInWithPasskey } from "@/lib/accounts/passkeys";
import { UNKNOWN_ADDRESS } from "@/lib/platform/http/client-address";
import { getLocale } from "@/lib/platform/i18n/server";
import { clientAddress } from "@/lib/platform/http/rate-limit";
import { route, readJson } from "@/lib/platform/http/route";

export const POST = route(async (request) => {
  const { response } = passkeySignInSchema.parse(await readJson(request));
  const address = clientAddress(request.headers);
  const user = await signInWithPasskey(response as unknown as AuthenticationResponseJSON, address === UNKNOWN_ADDRESS ? null : address, await getLocale());
  return NextResponse.json({ user: { id: user.id, email: user.email, name: user.name, country: user.country } }, { headers: { "cache-control": "no-store" } });
});
