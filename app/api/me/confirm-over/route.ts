// GET /api/me/confirm-over — the amount above which the user's payments are confirmed, in their
// country's currency; PUT — change it (raising it is confirmed first: Saldo-Confirmation)
import { NextResponse } from "next/server";
import { confirmOverOf, setConfirmOver } from "@/lib/accounts/confirm-over";
import { givenConfirmation } from "@/lib/accounts/confirmations";
import { withSession } from "@/lib/accounts/guards";
import { confirmOverSchema } from "@/lib/accounts/input";
import { readJson } from "@/lib/platform/http/route";
import { countryCurrency } from "@/lib/rules/currency";

export const GET = withSession(async (_request, { user }) =>
  NextResponse.json({ confirmOver: await confirmOverOf(user.id, countryCurrency(user.country)) }),
);

export const PUT = withSession(async (request, { user }) => {
  const input = confirmOverSchema.parse(await readJson(request));
  return NextResponse.json({ confirmOver: await setConfirmOver(user.id, input.currency, input.amount, givenConfirmation(request.headers)) });
});
