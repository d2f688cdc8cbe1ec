import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { adhesionMismatches } from "@/lib/platform/db/schema";
import { log } from "@/lib/platform/log";
import type { Adhesion } from "@/lib/provider/types";
import type { AutopaySetting } from "./settings";

// Saldo's autopay setting is the one automatic-debit state: it runs the charges, the user sees and
// changes it, and every change goes to the provider's isAutomaticDebit first (settings.ts). When
// the provider's flag on a saved account says otherwise anyway (changed at the provider, or a
// change lost on the way), the account is listed for the operator, never shown to the user as a
// second switch; the row goes once the two agree again.

/** Records which of the user's saved accounts disagree with the provider now, and forgets the ones that agree. Best effort. */
export async function recordMismatches(userId: string, adhesions: Adhesion[], autopay: Map<string, AutopaySetting>): Promise<void> {
  const saldoOf = (a: Adhesion) => autopay.get(a.agendaId)?.enabled ?? false;
  const differing = adhesions.filter((a) => a.isAutomaticDebit !== saldoOf(a));
  try {
    const db = await getDb();
    const agreeing = adhesions.filter((a) => !differing.includes(a)).map((a) => a.agendaId);
    if (agreeing.length > 0) {
      await db.delete(adhesionMismatches).where(and(eq(adhesionMismatches.userId, userId), inArray(adhesionMismatches.agendaId, agreeing)));
    }
    if (differing.length === 0) return;
    await db
      .insert(adhesionMismatches)
      .values(differing.map((a) => ({
        userId, agendaId: a.agendaId, companyCode: a.companyCode, providerAutomaticDebit: a.isAutomaticDebit, saldoAutomaticDebit: saldoOf(a),
      })))
      .onConflictDoUpdate({
        target: [adhesionMismatches.userId, adhesionMismatches.agendaId],
        set: {
          providerAutomaticDebit: sql`excluded.provider_automatic_debit`,
          saldoAutomaticDebit: sql`excluded.saldo_automatic_debit`,
          lastSeenAt: sql`now()`,
        },
      });
    log.warn({ userId, accounts: differing.length }, "agenda: the provider's automatic debit disagrees with autopay");
  } catch (error) {
    log.warn({ userId, err: error }, "agenda: automatic-debit mismatches not recorded");
  }
}

/** The account left "Mis cuentas": nothing of it is left to disagree about. */
export async function forgetMismatch(userId: string, agendaId: string): Promise<void> {
  const db = await getDb();
  await db.delete(adhesionMismatches).where(and(eq(adhesionMismatches.userId, userId), eq(adhesionMismatches.agendaId, agendaId)));
}
