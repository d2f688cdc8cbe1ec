// First-time provider callbacks at c=50: top-ups left in flight at Saldo (sandbox test value 5, its
// callbacks recorded but dropped), then the provider's own signed callbacks for them sent by the
// benchmark from 50 connections, a batch per round, the databases and the floor (the bare app's
// POST route storing each body with one INSERT on the same PostgreSQL) interleaved. Reported:
// rate, p50/p99/max, the apply lag (last answer → last operation final, read from the
// operations), non-2xx (or no answer), lost (answered, yet the payment is not confirmed after) and
// applied twice.
import { randomInt, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
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

/** What the payments' owner sees once the callbacks are answered: how many never got confirmed, and when each was. */
type Settled = { lost: number; twice: number; lastSettledAt: number | null };

/**
 * Reads the payments as their owner sees them until every one is confirmed (30 s at most, a few
 * requests at a time so the reading barely loads the server): the last `settledAt` (the server's
 * clock when the operation turned final), the ones never confirmed, and the ones confirmed twice
 * (two transitions to confirmed in their history).
 */
async function settle(payments: Payment[]): Promise<Settled> {
  const deadline = Date.now() + 30_000;
  const confirmed = new Map<string, { settledAt: number; confirmations: number }>();
  let left = payments;
  while (left.length && Date.now() < deadline) {
    for (let i = 0; i < left.length; i += 10) {
      await Promise.all(left.slice(i, i + 10).map(async (p) => {
        const op = ((await p.user.request("GET", `/api/operations/${p.id}`)).body as { operation?: OperationSeen } | null)?.operation;
        if (op?.status === "confirmed" && op.settledAt) {
          confirmed.set(p.id, { settledAt: Date.parse(op.settledAt), confirmations: op.events.filter((e) => e.to === "confirmed").length });
        }
      }));
    }
    left = left.filter((p) => !confirmed.has(p.id));
    if (left.length) await new Promise((r) => setTimeout(r, 500));
  }
  const seen = [...confirmed.values()];
  return {
    lost: left.length,
    twice: seen.filter((c) => c.confirmations > 1).length,
    lastSettledAt: seen.length ? Math.max(...seen.map((c) => c.settledAt)) : null,
  };
}

type OperationSeen = { status: string; settledAt: string | null; events: { to: string }[] };
type Round = { rate: number; answers: Answer[]; lagMs: number | null; settled: Settled };

/** The wall-clock time of the last answer of a run. */
const lastAnswerAt = (answers: Answer[]) => performance.timeOrigin + Math.max(...answers.map((a) => a.startedAt + a.ms));

const isBad = (a: Answer) => a.status === null || a.status < 200 || a.status > 299;

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
  // The floor: the same bodies, each stored by the bare app's one INSERT on the same PostgreSQL.
  const floorPosts = (round: number) => batches.PostgreSQL[round]!.posts.map((post) => ({ ...post, path: "/api/callback" }));
  const results = Object.fromEntries(dbs.map((db) => [db, [] as Round[]])) as Record<Db, Round[]>;
  const floor: { rate: number; answers: Answer[] }[] = [];
  for (let round = 0; round < rounds; round++) {
    const sides: (Db | "bare")[] = [...dbs, "bare"];
    for (const side of round % 2 ? sides.reverse() : sides) {
      if (side === "bare") {
        const posts = floorPosts(round);
        const { answers, ms } = await sendAll(bench.bare.url, CONNECTIONS, posts);
        floor.push({ rate: posts.length / (ms / 1000), answers });
        continue;
      }
      const { payments, posts } = batches[side][round]!;
      const { answers, ms } = await sendAll(bench.saldo[side].server.url, CONNECTIONS, posts);
      const settled = await settle(payments);
      const lagMs = settled.lastSettledAt === null ? null : Math.max(0, settled.lastSettledAt - lastAnswerAt(answers));
      results[side].push({ rate: posts.length / (ms / 1000), answers, lagMs, settled });
    }
  }
  const floorMs = floor.flatMap((r) => r.answers.map((a) => a.ms));
  const floorRate = median(floor.map((r) => r.rate));
  const floorP99 = percentile(floorMs, 0.99);
  const floorBad = floor.flatMap((r) => r.answers).filter(isBad).length;
  for (const db of dbs) {
    const all = results[db].flatMap((r) => r.answers);
    const ms = all.map((a) => a.ms);
    const bad = all.filter(isBad).length;
    const lost = results[db].reduce((n, r) => n + r.settled.lost, 0);
    const twice = results[db].reduce((n, r) => n + r.settled.twice, 0);
    const lags = results[db].map((r) => r.lagMs).filter((lag): lag is number => lag !== null);
    const lag = lags.length ? median(lags) : NaN;
    const rate = median(results[db].map((r) => r.rate));
    const p99 = percentile(ms, 0.99);
    const max = Math.max(...ms);
    const counts = `${lost} lost, ${twice} applied twice, ${bad} non-2xx of ${all.length}`;
    const postgres = db === "PostgreSQL";
    const goal = postgres ? "≥ 2× the floor's rate, p99 ≤ the floor's, apply lag ≤ 1 s, none lost, twice or non-2xx" : "p99 < 1 s, apply lag ≤ 2 s, none lost, twice or non-2xx";
    const clean = lost === 0 && twice === 0 && bad === 0;
    const met = postgres ? rate >= 2 * floorRate && p99 <= floorP99 && lag <= 1_000 && clean : p99 < 1_000 && lag <= 2_000 && clean;
    bench.rows.push({
      measure: `First-time callbacks, c=${CONNECTIONS} (${db}): answered, and applied (apply lag: last answer → last operation final)`,
      saldo: `${fmt(rate)}/s, p50 ${fmt(percentile(ms, 0.5))} ms, p99 ${fmt(p99)} ms, max ${fmt(max)} ms; apply lag ${fmt(lag)} ms (rounds: ${lags.map(fmt).join(", ")}); ${counts}`,
      floor: `bare POST route, one INSERT each on the same PostgreSQL: ${fmt(floorRate)}/s, p99 ${fmt(floorP99)} ms, ${floorBad} non-2xx`,
      ratio: `${(rate / floorRate).toFixed(2)}× rate, ${(p99 / floorP99).toFixed(2)}× p99`,
      goal,
      met,
    });
  }
}
