// GET /api/me — the signed-in user
import { NextResponse } from "next/server";
import { isOperator, withSession } from "@/lib/auth/guards";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json(
    { user: { id: user.id, email: user.email, name: user.name, isOperator: isOperator(user) } },
    { headers: { "cache-control": "no-store" } },
  ),
);
