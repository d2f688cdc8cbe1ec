// GET|PUT /api/me/notification-preferences — how reminders reach the user: email, push, quiet hours
import { NextResponse } from "next/server";
import { withSession } from "@/lib/accounts/guards";
import { getLocale } from "@/lib/platform/i18n/server";
import { preferencesInput } from "@/lib/saved-accounts/reminders/input";
import { preferencesOf, savePreferences, type Preferences } from "@/lib/saved-accounts/reminders/preferences";
import { getDb } from "@/lib/platform/db/client";
import { readJson } from "@/lib/platform/http/route";

export const dynamic = "force-dynamic";

const view = ({ email, push, quietStart, quietEnd }: Preferences) => ({ email, push, quietStart, quietEnd, inApp: true });
const headers = { "cache-control": "no-store" };

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ preferences: view(await preferencesOf(await getDb(), user.id)) }, { headers }),
);

export const PUT = withSession(async (request, { user }) => {
  const input = preferencesInput.parse(await readJson(request));
  const saved = await savePreferences(await getDb(), user.id, input, await getLocale());
  return NextResponse.json({ preferences: view(saved) }, { headers });
});
