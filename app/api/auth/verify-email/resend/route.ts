// POST /api/auth/verify-email/resend — mail the signed-in user a new verification link
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { resendVerification } from "@/lib/accounts/recovery";
import { getLocale } from "@/lib/platform/i18n/server";

export const POST = withSession(async (_request, { user }) => {
  await resendVerification(user, await getLocale());
  return NextResponse.json({ sent: true }, { status: 202 });
});
