import "server-only";
import { sql } from "drizzle-orm";
import { refusalSummary } from "@/lib/payments/callbacks/refusals";
import { snapshotStatus } from "@/lib/catalog/snapshot/current";
import { databaseKind, getDb } from "@/lib/platform/db/client";
import { getProvider } from "@/lib/provider";
import { liveStatus } from "@/lib/payments/live/bus";
import { openStreams } from "@/lib/platform/http/sse";
import { lowCurrencies } from "@/lib/payments/float/store";

type Check = { ok: boolean; detail?: string };

/** The provider is asked at most every 30 s, so health probes cannot hammer it. */
const PROVIDER_CHECK_MS = 30_000;
const cache = globalThis as typeof globalThis & { __saldoProviderCheck?: { at: number; result: Promise<Check> } };

async function database(): Promise<Check & { kind?: string }> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true, kind: await databaseKind() };
  } catch {
    return { ok: false, detail: "the database does not answer" };
  }
}

function provider(now = Date.now()): Promise<Check> {
  const last = cache.__saldoProviderCheck;
  if (last && now - last.at < PROVIDER_CHECK_MS) return last.result;
  const result = getProvider()
    .catalog.listTags()
    .then(() => ({ ok: true }))
    .catch(() => ({ ok: false, detail: "the provider does not answer" }));
  cache.__saldoProviderCheck = { at: now, result };
  return result;
}

/** Forged or misconfigured callbacks refused in the last 24 hours: a number to alert on. */
async function refusedCallbacks(): Promise<number | null> {
  try {
    return (await refusalSummary()).reduce((sum, r) => sum + r.count, 0);
  } catch {
    return null;
  }
}

/**
 * The provider's float as last read: whether any currency is low, and which. No amounts: this
 * answer is public. Null when the database cannot tell.
 */
async function providerFloat(): Promise<{ low: boolean; currencies: string[] } | null> {
  try {
    const currencies = await lowCurrencies(await getDb());
    return { low: currencies.length > 0, currencies };
  } catch {
    return null;
  }
}

/**
 * Liveness is answering at all; readiness is the database and the provider both answering. The
 * catalogue snapshot this instance answers searches from is reported (null: none yet, the provider
 * is asked), not required; so is live status's listener (`live.listener`: idle until a page follows an operation; `live.streams`: streams open).
 * A low float (`float.low`) is reported and never makes the instance unready: every instance
 * shares the one float, so draining them all would not help.
 */
export async function readiness() {
  const [db, prov, refused, catalog, live, float] = await Promise.all([
    database(), provider(), refusedCallbacks(), snapshotStatus(), liveStatus(), providerFloat(),
  ]);
  const liveView = { listener: live, streams: openStreams() };
  return { ready: db.ok && prov.ok, database: db, provider: prov, callbacks: { refusedLast24h: refused }, catalog, live: liveView, float };
}
