// POST /api/topups — buy a top-up (Idempotency-Key required)
import { withSession } from "@/lib/auth/guards";
import { readJson } from "@/lib/server/http/route";
import { idempotencyKey } from "@/lib/operations/pay/idempotency";
import { buyTopUp } from "@/lib/operations/pay/payments";
import { operationResponse } from "@/lib/operations/pay/respond";
import { topUpSchema } from "@/lib/operations/pay/topup-input";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = topUpSchema.parse(await readJson(request));
  return operationResponse(await buyTopUp({ userId: user.id, idempotencyKey: key }, input));
});
