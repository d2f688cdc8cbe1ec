// GET /api/me — the signed-in user; PATCH /api/me — change the profile (name, country)
import { NextResponse } from "next/server";
import { isOperator, withSession } from "@/lib/accounts/guards";
import { profileSchema } from "@/lib/accounts/input";
import { updateProfile, type User } from "@/lib/accounts/users";
import { readJson } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

const me = (user: User) => ({ id: user.id, email: user.email, name: user.name, country: user.country, isOperator: isOperator(user) });

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ user: me(user) }, { headers: { "cache-control": "no-store" } }),
);

export const PATCH = withSession(async (request, { user }) => {
  const input = profileSchema.parse(await readJson(request));
  return NextResponse.json({ user: me(await updateProfile(user.id, input)) }, { headers: { "cache-control": "no-store" } });
});
