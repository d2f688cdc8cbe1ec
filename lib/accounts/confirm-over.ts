import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { confirmThresholds } from "@/lib/platform/db/schema";
import { AppError } from "@/lib/platform/http/errors";
import { defaultConfirmOver, maxConfirmOver, thresholdRisks } from "@/lib/rules/second-look";
import { requireConfirmation, withConfirmation } from "./confirmations";

// The amount above which the user's payments in one currency are confirmed (Perfil), or the
// currency's default. Lowering it is immediate; raising it is itself confirmed first.

export type ConfirmOver = { currency: string; amount: number; isDefault: boolean; max: number };

export async function confirmOverOf(userId: string, currency: string, db?: Db): Promise<ConfirmOver> {
  const [row] = await (db ?? (await getDb()))
    .select({ amount: confirmThresholds.amount })
    .from(confirmThresholds)
    .where(and(eq(confirmThresholds.userId, userId), eq(confirmThresholds.currency, currency)));
  return { currency, amount: row?.amount ?? defaultConfirmOver(currency), isDefault: !row, max: maxConfirmOver(currency) };
}

/** Sets the amount; raising it needs the confirmation `given` (else CONFIRMATION_REQUIRED). */
export async function setConfirmOver(userId: string, currency: string, amount: number, given: string | null): Promise<ConfirmOver> {
  const max = maxConfirmOver(currency);
  if (amount > max) throw new AppError("INVALID_INPUT", `At most ${max}.`, { amount: [`max ${max}`] });
  const db = await getDb();
  const current = await confirmOverOf(userId, currency, db);
  const reasons = thresholdRisks(current.amount, amount);
  const write = (tx: Db) =>
    tx
      .insert(confirmThresholds)
      .values({ userId, currency, amount })
      .onConflictDoUpdate({ target: [confirmThresholds.userId, confirmThresholds.currency], set: { amount, updatedAt: sql`now()` } });
  if (reasons.length === 0) {
    await write(db);
  } else {
    const move = { parts: ["threshold", currency, String(amount)], summary: { move: "threshold" as const, reasons, amount, currency } };
    const id = await requireConfirmation(db, userId, given, move);
    await withConfirmation(db, userId, id, move, write);
  }
  return confirmOverOf(userId, currency, db);
}
