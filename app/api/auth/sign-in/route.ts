// POST /api/auth/sign-in — check email and password, start a new session (and, on a device new to
// the account, mail its verified address a notice with a link that ends that session)
import { NextResponse } from "next/server";
import { route, readJson } from "@/lib/platform/http/route";
import { signIn } from "@/lib/accounts/access";
import { clientAddress } from "@/lib/platform/http/rate-limit";
import { signInSchema } from "@/lib/accounts/input";
import { getLocale } from "@/lib/platform/i18n/server";

export const POST = route(async (request) => {
  const input = signInSchema.parse(await readJson(request));
  const user = await signIn(input, clientAddress(request.headers), await getLocale());
  return NextResponse.json({ user }, { headers: { "cache-control": "no-store" } });
});
