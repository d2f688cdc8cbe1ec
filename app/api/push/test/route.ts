// POST /api/push/test — a notification to each of the user's devices, to see that they work
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { consume } from "@/lib/platform/http/rate-limit";
import { PUSH_TEST_LIMIT, sendTestPush } from "@/lib/notifications/push/test-message";

export const dynamic = "force-dynamic";

export const POST = withSession(async (_request, { user }) => {
  await consume(PUSH_TEST_LIMIT, user.id);
  const { sent, removed, failed } = await sendTestPush(user.id);
  return NextResponse.json({ sent, removed, failed: failed.length });
});
