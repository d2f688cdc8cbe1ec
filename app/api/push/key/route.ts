// GET /api/push/key — the public VAPID key the browser subscribes with (public by design)
import { NextResponse } from "next/server";
import { route } from "@/lib/platform/http/route";
import { vapidKeys } from "@/lib/platform/secrets";

export const dynamic = "force-dynamic";

export const GET = route(async () =>
  NextResponse.json({ publicKey: vapidKeys().publicKey }, { headers: { "cache-control": "public, max-age=3600" } }),
);
