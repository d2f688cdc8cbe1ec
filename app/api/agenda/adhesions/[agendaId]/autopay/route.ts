// GET /api/agenda/adhesions/{agendaId}/autopay — the account's autopay and its latest charges
// PUT — turn it on ({ enabled: true, cap, noticeDays }) or off ({ enabled: false }); turning it on or
// raising the cap is confirmed first (Saldo-Confirmation)
import { NextResponse } from "next/server";
import { givenConfirmation } from "@/lib/accounts/confirmations";
import { withSession } from "@/lib/accounts/guards";
import { ownSaved } from "@/lib/saved-accounts/saved";
import { listCharges } from "@/lib/saved-accounts/autopay/charges";
import { autopaySettingsInput } from "@/lib/saved-accounts/autopay/input";
import { autopaySettingsOf, setAutopay } from "@/lib/saved-accounts/autopay/settings";
import { readJson } from "@/lib/platform/http/route";

export const GET = withSession<{ agendaId: string }>(async (_request, { user, params }) => {
  await ownSaved(user, params.agendaId);
  const [settings, charges] = await Promise.all([autopaySettingsOf(user.id), listCharges(user, params.agendaId, 12)]);
  return NextResponse.json({ autopay: settings.get(params.agendaId) ?? null, charges });
});

export const PUT = withSession<{ agendaId: string }>(async (request, { user, params }) => {
  const input = autopaySettingsInput.parse(await readJson(request));
  return NextResponse.json({ autopay: await setAutopay(user, params.agendaId, input, givenConfirmation(request.headers)) });
});
