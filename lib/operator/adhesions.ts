import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { adhesionMismatches, users } from "@/lib/platform/db/schema";

/** A saved account whose automatic debit at the provider disagrees with Saldo's autopay (lib/saved-accounts/autopay/in-step.ts). */
export type AdhesionMismatchView = {
  owner: { id: string; email: string };
  agendaId: string;
  companyCode: string;
  /** The provider's isAutomaticDebit, and Saldo's autopay (what runs, and what the user sees). */
  provider: boolean;
  saldo: boolean;
  firstSeenAt: string;
  lastSeenAt: string;
};

const LIMIT = 100;

/** The accounts out of step, last seen first; each goes once the two agree again. */
export async function listAdhesionMismatches(): Promise<{ mismatches: AdhesionMismatchView[] }> {
  const db = await getDb();
  const rows = await db
    .select({ m: adhesionMismatches, email: users.email })
    .from(adhesionMismatches)
    .innerJoin(users, eq(users.id, adhesionMismatches.userId))
    .orderBy(desc(adhesionMismatches.lastSeenAt))
    .limit(LIMIT);
  return {
    mismatches: rows.map(({ m, email }) => ({
      owner: { id: m.userId, email },
      agendaId: m.agendaId,
      companyCode: m.companyCode,
      provider: m.providerAutomaticDebit,
      saldo: m.saldoAutomaticDebit,
      firstSeenAt: m.firstSeenAt.toISOString(),
      lastSeenAt: m.lastSeenAt.toISOString(),
    })),
  };
}
