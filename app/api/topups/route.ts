// POST /api/topups — buy a top-up (Idempotency-Key required)
import { readJson, withSession } from "@/lib/api/handler";
import { idempotencyKey } from "@/lib/operations/idempotency";
import { buyTopUp } from "@/lib/operations/payments";
import { operationResponse } from "@/lib/operations/respond";
import { topUpSchema } from "@/lib/validations/topups";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = topUpSchema.parse(await readJson(request));
  return operationResponse(await buyTopUp({ userId: user.id, idempotencyKey: key }, input));
});
