// POST /api/push/subscriptions — notifications on for this device; DELETE — off
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { sandboxMode } from "@/lib/platform/env";
import { getLocale } from "@/lib/platform/i18n/server";
import { subscribeSchema, unsubscribeSchema } from "@/lib/notifications/push/input";
import { deleteSubscription, saveSubscription } from "@/lib/notifications/push/subscriptions";
import { AppError } from "@/lib/platform/http/errors";
import { readJson } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

export const POST = withSession(async (request, { user }) => {
  const input = subscribeSchema(sandboxMode()).parse(await readJson(request));
  await saveSubscription(user.id, input, await getLocale(), request.headers.get("user-agent"));
  return NextResponse.json({ subscribed: true }, { status: 201 });
});

export const DELETE = withSession(async (request, { user }) => {
  const { endpoint } = unsubscribeSchema(sandboxMode()).parse(await readJson(request));
  // Someone else's endpoint is answered like an unknown one: nothing to delete for this user.
  if (!(await deleteSubscription(user.id, endpoint))) throw new AppError("NOT_FOUND", "This device has no subscription here.");
  return NextResponse.json({ subscribed: false });
});
