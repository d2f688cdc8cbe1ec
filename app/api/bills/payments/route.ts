// POST /api/bills/payments — pay one debt (Idempotency-Key required; Saldo-Confirmation when it needs a second look)
import { withSession } from "@/lib/accounts/guards";
import { givenConfirmation } from "@/lib/accounts/confirmations";
import { readJson } from "@/lib/platform/http/route";
import { idempotencyKey } from "@/lib/payments/pay/idempotency";
import { payBill } from "@/lib/payments/pay/payments";
import { operationResponse } from "@/lib/payments/pay/respond";
import { billPaymentSchema } from "@/lib/payments/bills/input";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = billPaymentSchema.parse(await readJson(request));
  return operationResponse(await payBill({ userId: user.id, idempotencyKey: key, confirmation: givenConfirmation(request.headers) }, input));
});
