// POST /api/gift-cards — buy a gift card (Idempotency-Key required; the PIN is never in this answer)
import { readJson, withSession } from "@/lib/api/handler";
import { idempotencyKey } from "@/lib/operations/idempotency";
import { buyGiftCard } from "@/lib/operations/payments";
import { operationResponse } from "@/lib/operations/respond";
import { giftCardSchema } from "@/lib/validations/gift-cards";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = giftCardSchema.parse(await readJson(request));
  return operationResponse(await buyGiftCard({ userId: user.id, idempotencyKey: key }, input));
});
