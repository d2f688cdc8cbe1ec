// POST /api/me/passkeys/options — what the browser needs to make a passkey for this account
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { registrationOptions } from "@/lib/accounts/passkeys";

export const POST = withSession(async (_request, { user }) => NextResponse.json({ options: await registrationOptions(user) }));
