// POST /api/auth/sign-up — create an account, sign it in and mail a link to verify the address
import { NextResponse } from "next/server";
import { route, readJson } from "@/lib/platform/http/route";
import { signUp } from "@/lib/accounts/access";
import { clientAddress } from "@/lib/platform/http/rate-limit";
import { signUpSchema } from "@/lib/accounts/input";
import { countryFromAcceptLanguage } from "@/lib/rules/country";
import { getLocale } from "@/lib/platform/i18n/server";

export const POST = route(async (request) => {
  const input = signUpSchema.parse(await readJson(request));
  const user = await signUp(input, clientAddress(request.headers), countryFromAcceptLanguage(request.headers.get("accept-language")), await getLocale());
  return NextResponse.json({ user }, { status: 201, headers: { "cache-control": "no-store" } });
});
