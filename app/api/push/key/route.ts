// GET /api/push/key — the public VAPID key the browser subscribes with (public by design)
import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { vapidKeys } from "@/lib/server/secrets";

export const dynamic = "force-dynamic";

export const GET = route(async () =>
  NextResponse.json({ publicKey: vapidKeys().publicKey }, { headers: { "cache-control": "public, max-age=3600" } }),
);
