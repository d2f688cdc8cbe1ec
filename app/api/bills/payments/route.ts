// POST /api/bills/payments — pay one debt (Idempotency-Key required)
import { readJson, withSession } from "@/lib/api/handler";
import { idempotencyKey } from "@/lib/operations/idempotency";
import { payBill } from "@/lib/operations/payments";
import { operationResponse } from "@/lib/operations/respond";
import { billPaymentSchema } from "@/lib/validations/bills";

export const POST = withSession(async (request, { user }) => {
  const key = idempotencyKey(request.headers);
  const input = billPaymentSchema.parse(await readJson(request));
  return operationResponse(await payBill({ userId: user.id, idempotencyKey: key }, input));
});
