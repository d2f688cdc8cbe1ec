// POST /api/auth/sign-in — check email and password, start a new session
import { NextResponse } from "next/server";
import { route, readJson } from "@/lib/platform/http/route";
import { signIn } from "@/lib/accounts/access";
import { clientAddress } from "@/lib/platform/http/rate-limit";
import { signInSchema } from "@/lib/accounts/input";

export const POST = route(async (request) => {
  const input = signInSchema.parse(await readJson(request));
  const user = await signIn(input, clientAddress(request.headers));
  return NextResponse.json({ user }, { headers: { "cache-control": "no-store" } });
});
