// POST /api/me/password — change the password, the current one asked again; answers how many other
// sessions are open, so the page can offer to end them
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { changePasswordSchema } from "@/lib/accounts/input";
import { changePassword } from "@/lib/accounts/password-change";
import { getLocale } from "@/lib/platform/i18n/server";
import { readJson } from "@/lib/platform/http/route";

export const POST = withSession(async (request, { user, sessionId }) =>
  NextResponse.json(await changePassword(user, sessionId, changePasswordSchema.parse(await readJson(request)), await getLocale())),
);
