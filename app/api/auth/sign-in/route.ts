// POST /api/auth/sign-in — check email and password, start a new session
import { NextResponse } from "next/server";
import { route, readJson } from "@/lib/server/http/route";
import { signIn } from "@/lib/auth/access";
import { clientAddress } from "@/lib/auth/rate-limit";
import { signInSchema } from "@/lib/auth/input";

export const POST = route(async (request) => {
  const input = signInSchema.parse(await readJson(request));
  const user = await signIn(input, clientAddress(request.headers));
  return NextResponse.json({ user }, { headers: { "cache-control": "no-store" } });
});
