// GET /api/me — the signed-in user
import { NextResponse } from "next/server";
import { isAdmin, withSession } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json(
    { user: { id: user.id, email: user.email, name: user.name, isOperator: isAdmin(user) } },
    { headers: { "cache-control": "no-store" } },
  ),
);
