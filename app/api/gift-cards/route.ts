// POST /api/gift-cards — buy a gift card (Idempotency-Key required; the PIN is never in this answer)
import { withSession } from "@/lib/accounts/guards";
import { givenConfirmation } from "@/lib/accounts/confirmations";
import { readJson } from "@/lib/platform/http/route";
import { idempotencyKey } from "@/lib/payments/pay/idempotency";
import { buyGiftCard } from "@/lib/payments/pay/payments";
import { operationResponse } from "@/lib/payments/pay/respond";
import { giftCardSchema } from "@/lib/payments/pay/gift-card-input";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = giftCardSchema.parse(await readJson(request));
  return operationResponse(await buyGiftCard({ userId: user.id, idempotencyKey: key, confirmation: givenConfirmation(request.headers) }, input));
});
