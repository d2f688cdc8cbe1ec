// First-time provider callbacks at c=50: top-ups left in flight at Saldo (sandbox test value 5, its
// callbacks recorded but dropped), then the provider's own signed callbacks for them sent by the
// benchmark from 50 connections, a batch per round, the databases interleaved. Reported: rate,
// p99, max, non-2xx (or no answer), and lost (answered, yet the payment is not confirmed after).
import { randomInt, randomUUID } from "node:crypto";
import { signUp, type BenchUser } from "../client";
import { CALLBACK_HEADERS } from "../servers";
import { fmt, median, percentile } from "../stats";
import { sendAll, type Answer, type Post } from "./callback-send";
import { DBS, type Bench, type Db } from "./context";

const CONNECTIONS = 50;
const MOVISTAR = { companyCode: "AR-R-0001", identifierName: "BA1", productId: "1", amount: 150, paymentMethod: "DEBIT" };

type Payment = { id: string; externalPaymentId: string; user: BenchUser };
type Sent = { path: string; externalPaymentId: string; body: string };

async function inFlight(baseUrl: string, count: number): Promise<Payment[]> {
  const users = await Promise.all(Array.from({ length: 4 }, () => signUp(baseUrl)));
  const made: Payment[] = [];
  let n = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let i = n++; i < count; i = n++) {
      const user = users[i % users.length]!;
      const answer = await user.request("POST", "/api/topups", { ...MOVISTAR, identifierValue: `${randomInt(100_000_000, 999_999_999)}5` }, { "idempotency-key": randomUUID() });
      const op = (answer.body as { operation?: { id: string; externalPaymentId: string } } | null)?.operation;
      if (answer.status === 202 && op) made.push({ id: op.id, externalPaymentId: op.externalPaymentId, user });
    }
  }));
  return made;
}

async function recorded(bench: Bench, payments: Payment[]): Promise<Map<string, Sent>> {
  const wanted = new Set(payments.map((p) => p.externalPaymentId));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { callbacks } = await bench.sandbox.control<{ callbacks: (Sent & { copy: number })[] }>("/callbacks");
    const ours = new Map(callbacks.filter((c) => c.copy === 0 && wanted.has(c.externalPaymentId)).map((c) => [c.externalPaymentId, c]));
    if (ours.size >= wanted.size || Date.now() > deadline) return ours;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Payments not confirmed a while after their callback was answered (checked as their owner sees them). */
async function unconfirmed(payments: Payment[]): Promise<number> {
  const deadline = Date.now() + 30_000;
  let left = payments;
  while (left.length && Date.now() < deadline) {
    const statuses = await Promise.all(left.map(async (p) => ((await p.user.request("GET", `/api/operations/${p.id}`)).body as { operation?: { status?: string } } | null)?.operation?.status));
    left = left.filter((_, i) => statuses[i] !== "confirmed");
    if (left.length) await new Promise((r) => setTimeout(r, 1_000));
  }
  return left.length;
}

export async function callbacks(bench: Bench, perRound: number): Promise<void> {
  const dbs: Db[] = bench.quick ? ["PostgreSQL"] : DBS;
  const rounds = bench.rounds;
  const batches = {} as Record<Db, { payments: Payment[]; posts: Post[] }[]>;
  for (const db of dbs) {
    const payments = await inFlight(bench.saldo[db].server.url, perRound * rounds);
    const sent = await recorded(bench, payments);
    const usable = payments.filter((p) => sent.has(p.externalPaymentId));
    batches[db] = Array.from({ length: rounds }, (_, r) => {
      const mine = usable.slice(r * perRound, (r + 1) * perRound);
      return { payments: mine, posts: mine.map((p) => ({ path: sent.get(p.externalPaymentId)!.path, headers: CALLBACK_HEADERS, body: sent.get(p.externalPaymentId)!.body })) };
    });
  }
  const results = Object.fromEntries(dbs.map((db) => [db, [] as { rate: number; answers: Answer[] }[]])) as Record<Db, { rate: number; answers: Answer[] }[]>;
  for (let round = 0; round < rounds; round++) {
    for (const db of round % 2 ? [...dbs].reverse() : dbs) {
      const { posts } = batches[db][round]!;
      const { answers, ms } = await sendAll(bench.saldo[db].server.url, CONNECTIONS, posts);
      results[db].push({ rate: posts.length / (ms / 1000), answers });
    }
  }
  for (const db of dbs) {
    const all = results[db].flatMap((r) => r.answers);
    const ms = all.map((a) => a.ms);
    const bad = all.filter((a) => a.status === null || a.status < 200 || a.status > 299).length;
    const lost = await unconfirmed(batches[db].flatMap((b) => b.payments));
    const rate = median(results[db].map((r) => r.rate));
    const p99 = percentile(ms, 0.99);
    const max = Math.max(...ms);
    const goal = db === "PostgreSQL" ? "≥ 1,000/s, p99 < 100 ms, 0 lost, 0 non-2xx" : "p99 < 1 s, max well under 5 s, 0 lost, 0 non-2xx";
    const met = db === "PostgreSQL" ? rate >= 1000 && p99 < 100 && lost === 0 && bad === 0 : p99 < 1000 && max < 2500 && lost === 0 && bad === 0;
    bench.rows.push({
      measure: `First-time callbacks, c=${CONNECTIONS} (${db})`,
      saldo: `${fmt(rate)}/s, p50 ${fmt(percentile(ms, 0.5))} ms, p99 ${fmt(p99)} ms, max ${fmt(max)} ms; ${lost} lost, ${bad} non-2xx of ${all.length}`,
      floor: "provider gives up at 5 s",
      ratio: "",
      goal,
      met,
    });
  }
}
