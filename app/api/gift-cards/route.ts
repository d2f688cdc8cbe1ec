// POST /api/gift-cards — buy a gift card (Idempotency-Key required; the PIN is never in this answer)
import { withSession } from "@/lib/auth/guards";
import { readJson } from "@/lib/server/http/route";
import { idempotencyKey } from "@/lib/operations/pay/idempotency";
import { buyGiftCard } from "@/lib/operations/pay/payments";
import { operationResponse } from "@/lib/operations/pay/respond";
import { giftCardSchema } from "@/lib/operations/pay/gift-card-input";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = giftCardSchema.parse(await readJson(request));
  return operationResponse(await buyGiftCard({ userId: user.id, idempotencyKey: key }, input));
});
