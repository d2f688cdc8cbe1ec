// What the chaos run left behind, from outside the app: its operations table (read directly from
// PostgreSQL) set against the provider's own operations (the sandbox's control API) and against
// what the customers were answered. Each list holds the offending cases, so a failure names them.
import pg from "pg";
import type { Intent } from "./chaos-workload";
import { isClientError } from "./chaos-workload";

export type AppRow = {
  id: string; idempotency_key: string; external_payment_id: string; kind: string; status: string;
  flagged: boolean; flag_reason: string | null; status_reason: string | null; has_receipt: boolean; created_at: Date;
  /** The audit trail, oldest first, times from the row's creation: "pending→unknown api +1503 ms (…)". */
  trail: string;
};
export type ProviderOp = {
  kind: string; externalPaymentId: string; status: string; companyCode: string; createdAt: string;
  identifiers?: { identifierValue: string }[];
};
export type ProviderCallback = { externalPaymentId: string; status: string; copy: number; dropped: boolean; delivered: boolean; attempts: unknown[] };

const IN_FLIGHT = new Set(["pending", "processing", "unknown"]);

export async function readAppOperations(databaseUrl: string): Promise<AppRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<AppRow>(
      `select o.id, o.idempotency_key, o.external_payment_id, o.kind, o.status, o.flagged, o.flag_reason,
              o.status_reason, o.receipt is not null as has_receipt, o.created_at,
              (select string_agg(coalesce(e.from_status::text, '') || '→' || e.to_status || ' ' || e.source || ' +'
                                 || round(extract(epoch from e.created_at - o.created_at) * 1000) || ' ms'
                                 || coalesce(' (' || left(e.detail, 60) || ')', ''), '; ' order by e.id)
                 from operation_events e where e.operation_id = o.id) as trail
         from operations o`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Operations still moving: unsettled in the app or in flight at the provider. One handed to a
 * person is still moving: the reconciler rechecks it and clears its flag once the provider answers.
 */
export function stillMoving(rows: AppRow[], provider: ProviderOp[]): number {
  return rows.filter((r) => IN_FLIGHT.has(r.status) || r.flagged).length + provider.filter((p) => p.status === "processing").length;
}

function groupCount<T>(items: T[], key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

const over1 = (counts: Map<string, number>) => [...counts].filter(([, n]) => n > 1).map(([k, n]) => `${k} ×${n}`);

/** The four figures the suite asserts to be 0, each as the list of its cases. */
export function moneyFigures(intents: Intent[], rows: AppRow[], provider: ProviderOp[]) {
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const rowByEpid = new Map(rows.map((r) => [r.external_payment_id, r]));
  const providerByEpid = new Map(provider.map((p) => [p.externalPaymentId, p]));
  const answered = intents.flatMap((i) => i.attempts.filter((a) => a.operationId).map((a) => ({ intent: i, attempt: a })));

  const lost = [
    ...provider.filter((p) => !rowByEpid.has(p.externalPaymentId)).map((p) => `provider ${p.kind} ${p.externalPaymentId} (${p.status}) has no app operation`),
    ...answered
      .filter(({ attempt }) => !rowById.has(attempt.operationId!))
      .map(({ intent, attempt }) => `intent ${intent.n}: answered ${attempt.status} with operation ${attempt.operationId}, which has no row`),
  ];

  const confirmedBy = (kind: string) => provider.filter((p) => p.kind === kind && p.status === "confirmed");
  const identifierOf = (p: ProviderOp) => `${p.kind} ${p.companyCode} ${p.identifiers?.[0]?.identifierValue ?? "?"}`;
  const executedTwice = [
    ...over1(groupCount(rows, (r) => r.idempotency_key)).map((k) => `idempotency key ${k} app operations`),
    ...intents
      .filter((i) => new Set(i.attempts.map((a) => a.operationId).filter(Boolean)).size > 1)
      .map((i) => `intent ${i.n}: one key answered with operations ${[...new Set(i.attempts.map((a) => a.operationId))].join(", ")}`),
    ...over1(groupCount(provider, (p) => p.externalPaymentId)).map((k) => `externalPaymentId ${k} at the provider`),
    ...over1(groupCount([...confirmedBy("bill"), ...confirmedBy("topup")], identifierOf)).map((k) => `${k} confirmed at the provider`),
  ];

  const intentOf = new Map(intents.map((i) => [i.key, i]));
  // Where it happened and in what order: the phase the payment started in, its test value, the
  // app's audit trail and when the provider took the payment.
  const story = (r: AppRow) => {
    const intent = intentOf.get(r.idempotency_key);
    const p = providerByEpid.get(r.external_payment_id);
    const took = p ? `; provider took it +${Date.parse(p.createdAt) - r.created_at.getTime()} ms` : "";
    return `[${intent?.phase ?? "?"}; test value ${intent?.digit ?? "none"}] ${r.trail}${took}`;
  };
  const shownFailedWhileConfirmed = rows
    .filter((r) => r.status === "failed" && providerByEpid.get(r.external_payment_id)?.status === "confirmed")
    .map((r) => `${r.kind} ${r.id}: app failed, provider confirmed${r.flagged ? ` (flagged: ${r.flag_reason})` : " (not flagged)"} ${story(r)}`);
  const shownConfirmedWhileNot = rows
    .filter((r) => r.status === "confirmed" && providerByEpid.get(r.external_payment_id)?.status !== "confirmed")
    .map((r) => `${r.kind} ${r.id}: app confirmed, provider ${providerByEpid.get(r.external_payment_id)?.status ?? "has no such payment"} ${story(r)}`);

  const unsettled = rows
    .filter((r) => IN_FLIGHT.has(r.status) || r.flagged)
    .map((r) => `${r.kind} ${r.id}: ${r.status}${r.flagged ? `, flagged: ${r.flag_reason}` : ""} ${story(r)}`);

  return { lost, executedTwice, shownFailedWhileConfirmed, shownConfirmedWhileNot, unsettled };
}

const count = <T>(items: T[], pick: (item: T) => string) =>
  [...groupCount(items, pick)].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k} ${n}`).join(", ");

/** The rest of the printed table: what was attempted and what happened on the way. */
export function runFigures(intents: Intent[], rows: AppRow[], provider: ProviderOp[], callbacks: ProviderCallback[]) {
  const attempts = intents.flatMap((i) => i.attempts);
  const keys = new Map(rows.map((r) => [r.idempotency_key, r]));
  const unanswered = intents.filter((i) => i.attempts.length > 0 && i.attempts.every(isClientError));
  const unansweredButMade = unanswered.filter((i) => keys.has(i.key));
  return {
    "payments attempted": `${intents.length} (${count(intents, (i) => i.kind)})`,
    "by test value": count(intents.filter((i) => i.digit !== null), (i) => `${i.kind}:${i.digit}`),
    "same key twice": `${intents.filter((i) => i.mode === "concurrent").length} at once on both instances, ${intents.filter((i) => i.mode === "replay").length} replayed after the answer`,
    "debt queries with no usable answer": String(intents.filter((i) => i.debtError).length),
    "payment requests": `${attempts.length} (answers: ${count(attempts, (a) => (a.status === null ? "none" : String(a.status)))})`,
    "client errors (no answer or 5xx)": `${attempts.filter(isClientError).length}; payments never answered: ${unanswered.length}, of which the app has the operation: ${unansweredButMade.length} (${count(unansweredButMade, (i) => keys.get(i.key)!.status)})`,
    "app operations": `${rows.length} (${count(rows, (r) => r.status)}); flagged ${rows.filter((r) => r.flagged).length}; confirmed without a receipt ${rows.filter((r) => r.status === "confirmed" && !r.has_receipt).length}`,
    // A row still pending after its call's grace: the process died around the call.
    "pending rows settled by the reconciler": String(rows.filter((r) => /pending→\w+ reconciler/.test(r.trail)).length),
    "provider operations": `${provider.length} (${count(provider, (p) => p.status)})`,
    "callbacks (sandbox)": `${callbacks.length} sent, ${callbacks.filter((c) => c.copy > 0).length} duplicates, ${callbacks.filter((c) => c.dropped).length} dropped, ${callbacks.filter((c) => c.delivered).length} delivered, ${callbacks.reduce((n, c) => n + c.attempts.length, 0)} delivery attempts`,
  };
}

/** Prints the figures as one aligned table. */
export function printTable(title: string, rows: Record<string, string | number>): void {
  const width = Math.max(...Object.keys(rows).map((k) => k.length));
  console.info([title, ...Object.entries(rows).map(([k, v]) => `  ${k.padEnd(width)}  ${v}`)].join("\n"));
}
