// GET /api/health — liveness and readiness (database, provider reachable)
import { NextResponse } from "next/server";
import { route } from "@/lib/platform/http/route";
import { readiness } from "@/lib/system/health";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const { ready, ...checks } = await readiness();
  return NextResponse.json(
    { status: ready ? "ok" : "degraded", ...checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
