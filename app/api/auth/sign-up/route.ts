// POST /api/auth/sign-up — create an account and sign it in
import { NextResponse } from "next/server";
import { route, readJson } from "@/lib/server/http/route";
import { signUp } from "@/lib/auth/access";
import { clientAddress } from "@/lib/auth/rate-limit";
import { signUpSchema } from "@/lib/auth/input";
import { countryFromAcceptLanguage } from "@/lib/rules/country";

export const POST = route(async (request) => {
  const input = signUpSchema.parse(await readJson(request));
  const user = await signUp(input, clientAddress(request.headers), countryFromAcceptLanguage(request.headers.get("accept-language")));
  return NextResponse.json({ user }, { status: 201, headers: { "cache-control": "no-store" } });
});
