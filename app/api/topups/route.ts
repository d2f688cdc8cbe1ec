// POST /api/topups — buy a top-up (Idempotency-Key required; Saldo-Confirmation when it needs a second look)
import { withSession } from "@/lib/accounts/guards";
import { givenConfirmation } from "@/lib/accounts/confirmations";
import { readJson } from "@/lib/platform/http/route";
import { idempotencyKey } from "@/lib/payments/pay/idempotency";
import { buyTopUp } from "@/lib/payments/pay/payments";
import { operationResponse } from "@/lib/payments/pay/respond";
import { topUpSchema } from "@/lib/payments/pay/topup-input";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = topUpSchema.parse(await readJson(request));
  return operationResponse(await buyTopUp({ userId: user.id, idempotencyKey: key, confirmation: givenConfirmation(request.headers) }, input));
});
