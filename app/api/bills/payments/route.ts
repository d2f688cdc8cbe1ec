// POST /api/bills/payments — pay one debt (Idempotency-Key required)
import { withSession } from "@/lib/auth/guards";
import { readJson } from "@/lib/server/http/route";
import { idempotencyKey } from "@/lib/operations/pay/idempotency";
import { payBill } from "@/lib/operations/pay/payments";
import { operationResponse } from "@/lib/operations/pay/respond";
import { billPaymentSchema } from "@/lib/bills/input";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = billPaymentSchema.parse(await readJson(request));
  return operationResponse(await payBill({ userId: user.id, idempotencyKey: key }, input));
});
