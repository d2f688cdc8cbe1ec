import "server-only";
import type { User } from "@/lib/accounts/users";
import { AppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { scaleOf } from "@/lib/payments/backoff";
import { reconcileOperation } from "@/lib/payments/reconcile/one";
import { isFinal } from "@/lib/payments/state";
import { log } from "@/lib/platform/log";
import { operatorViewOf, anyOperation, auditOnly, operatorDetail } from "./operation-audit";
import type { OperatorOperationView } from "./operations";

/**
 * An operator's "check it now": the reconciler's own look at one operation, out of its schedule
 * (the same rules: a 404 still waits out its grace window). Audited; answers the operation as it is after.
 */
export async function recheckOperation(operator: User, id: string): Promise<OperatorOperationView> {
  const db = await getDb();
  const op = await anyOperation(db, id);
  if (isFinal(op.status) && !(op.status === "confirmed" && op.receipt === null)) {
    throw new AppError("CONFLICT", "This operation is settled; there is nothing to check with the provider.", { status: op.status });
  }
  await auditOnly(db, op, operatorDetail(operator, "recheck requested"));
  log.info({ operationId: op.id, operator: operator.id }, "operator recheck");
  await reconcileOperation(db, op, scaleOf(env.RECONCILE_BASE_DELAY_MS));
  return operatorViewOf(db, op.id);
}
