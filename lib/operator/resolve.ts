import "server-only";
import { and, eq } from "drizzle-orm";
import type { User } from "@/lib/accounts/users";
import { AppError } from "@/lib/platform/http/errors";
import { getDb, type Db } from "@/lib/platform/db/client";
import { operations } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import { isFinal, transition, type OperationRow } from "@/lib/payments/state";
import type { ResolveOperationInput } from "@/lib/operator/input";
import { operatorViewOf, anyOperation, auditOnly, operatorDetail } from "./operation-audit";
import type { OperatorOperationView } from "./operations";
import { REASON } from "@/lib/rules/reasons";
import { readStatus } from "@/lib/payments/trace";

/** What the owner reads after an operator settled it as failed. */
export const RESOLVED_FAILED = "Our team confirmed with the provider that this payment was not made; nothing was charged. You can try again.";

type ProviderSays = "confirmed" | "failed" | "processing" | "not found" | "unavailable";

async function providerSays(op: OperationRow): Promise<ProviderSays> {
  try {
    const found = await readStatus(op);
    return found ? found.status : "not found";
  } catch (error) {
    log.warn({ operationId: op.id, err: error }, "resolve: status read failed");
    return "unavailable";
  }
}

/**
 * The provider's explicit word beats a person's: an operator cannot call failed what the provider
 * holds (confirmed or still processing), nor confirmed what it failed. When it cannot tell (404,
 * or no answer), the operator's out-of-band finding decides, with their note in the audit trail.
 */
function contradiction(resolution: "confirmed" | "failed", says: ProviderSays): string | null {
  if (resolution === "failed" && (says === "confirmed" || says === "processing")) {
    return `The provider says this payment is ${says}: it cannot be marked failed. Use "Recheck now" to apply the provider's answer.`;
  }
  if (resolution === "confirmed" && says === "failed") {
    return 'The provider says this payment failed: it cannot be marked confirmed. Use "Recheck now" to apply the provider\'s answer.';
  }
  return null;
}

/**
 * An operator settles an operation the system could not, or closes a flag after looking into it.
 * Final states never change here (first final wins): a settled operation can only have its flag
 * dismissed, so a confirmed payment can never be turned into a failed one.
 */
export async function resolveOperation(operator: User, id: string, input: ResolveOperationInput): Promise<OperatorOperationView> {
  const db = await getDb();
  const op = await anyOperation(db, id);
  if (input.resolution === "dismiss") return dismissFlag(db, operator, op, input.note);
  if (isFinal(op.status)) {
    throw new AppError("CONFLICT", `This operation is already ${op.status}, and final states never change. Dismiss its flag instead.`, { status: op.status });
  }

  const says = await providerSays(op);
  const refused = contradiction(input.resolution, says);
  if (refused) throw new AppError("CONFLICT", refused, { providerStatus: says });
  const detail = `${operatorDetail(operator, `resolved as ${input.resolution}`, input.note)} (provider's status read: ${says})`;
  const result = await transition(db, op.id, {
    to: input.resolution,
    source: "operator",
    reason: input.resolution === "failed" ? RESOLVED_FAILED : null,
    reasonCode: input.resolution === "failed" ? REASON.RESOLVED_FAILED : null,
    detail,
  });
  if (result.outcome !== "applied") {
    throw new AppError("CONFLICT", `The operation was settled meanwhile as ${result.operation.status}.`, { status: result.operation.status });
  }
  // A person settled it: no more rechecks, no flag left. A late, different answer still flags it.
  await db.update(operations).set({ flagged: false, flagReason: null, nextCheckAt: null }).where(eq(operations.id, op.id));
  log.info({ operationId: op.id, operator: operator.id, resolution: input.resolution }, "operator resolved an operation");
  return operatorViewOf(db, op.id);
}

async function dismissFlag(db: Db, operator: User, op: OperationRow, note: string): Promise<OperatorOperationView> {
  if (!isFinal(op.status)) {
    throw new AppError("CONFLICT", "This operation is not settled yet: resolve it as confirmed or failed, or let the rechecks settle it.", {
      status: op.status,
    });
  }
  if (!op.flagged) throw new AppError("CONFLICT", "This operation is not flagged.", { status: op.status });
  const [cleared] = await db
    .update(operations)
    .set({ flagged: false, flagReason: null, nextCheckAt: null, updatedAt: new Date() })
    .where(and(eq(operations.id, op.id), eq(operations.flagged, true), eq(operations.status, op.status)))
    .returning({ id: operations.id });
  if (!cleared) throw new AppError("CONFLICT", "The operation changed meanwhile; look at it again.");
  await auditOnly(db, op, `${operatorDetail(operator, "flag dismissed", note)} (the flag was: ${op.flagReason ?? "no reason"})`);
  log.info({ operationId: op.id, operator: operator.id }, "operator dismissed a flag");
  return operatorViewOf(db, op.id);
}
