// POST /api/me/passkeys/options — what the browser needs to make a passkey for this account, once
// adding one is confirmed (Saldo-Confirmation)
import { NextResponse } from "next/server";
import { givenConfirmation } from "@/lib/accounts/confirmations";
import { withSession } from "@/lib/accounts/guards";
import { confirmedRegistrationOptions } from "@/lib/accounts/passkey-changes";

export const POST = withSession(async (request, { user }) =>
  NextResponse.json({ options: await confirmedRegistrationOptions(user, givenConfirmation(request.headers)) }),
);
