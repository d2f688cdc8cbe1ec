// GET /api/me/confirmations/{id} — a confirmation a risky move asked for: what it confirms, and the
// options of a passkey prompt; POST — answer it with the password or a passkey
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { NextResponse } from "next/server";
import { answerConfirmation, confirmationOf, type Proof } from "@/lib/accounts/confirmations";
import { withSession } from "@/lib/accounts/guards";
import { confirmAnswerSchema } from "@/lib/accounts/input";
import { readJson } from "@/lib/platform/http/route";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json({ confirmation: await confirmationOf(user.id, params.id) }),
);

export const POST = withSession<{ id: string }>(async (request, { user, params }) => {
  const input = confirmAnswerSchema.parse(await readJson(request));
  // The passkey's answer is checked whole by @simplewebauthn/server; the schema only bounds its shape.
  const proof: Proof = "password" in input ? input : { passkey: input.passkey as unknown as AuthenticationResponseJSON };
  const answer = await answerConfirmation(user, params.id, proof);
  return NextResponse.json({ confirmation: { id: params.id, confirmed: true, ...answer } });
});
