// POST /api/auth/passkey/options — the challenge a passkey answers to sign in (any of this site's)
import { NextResponse } from "next/server";
import { signInOptions } from "@/lib/accounts/passkeys";
import { route } from "@/lib/platform/http/route";

export const POST = route(async () => NextResponse.json({ options: await signInOptions() }, { headers: { "cache-control": "no-store" } }));
