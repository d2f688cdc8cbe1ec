// A provider call through Saldo's BFF (the checkout's debt query, POST /api/bills/debts with the
// session and Origin, as the page sends it) against the same call made straight to the sandbox:
// what Saldo adds to p50 and p99. A bare Next.js route forwarding the call is shown beside it.
import { freshCookie } from "../client";
import { abRounds, cannon, type Target } from "../load";
import { fmt, fmtDelta, median } from "../stats";
import type { Bench } from "./context";

const EDENOR = { companyCode: "AR-S-0003", modalityId: "64efa683-7502-42a8-afcc-d9f8e2b6eab3" };
/** Test value 1: one CLOSED debt, answered at once. */
const QUERY = JSON.stringify({ ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: "1234567891" }] });
/** The provider also needs the client's ids of the query and of its user, as Saldo sends them. */
const DIRECT_QUERY = JSON.stringify({ ...JSON.parse(QUERY), externalRequestId: "bench-query", externalClientId: "bench-user" });

/** At c=1, what Saldo adds in ms; at c=10, what it adds against what the bare forwarding route adds. */
const GOAL_C1 = { p50: 3, p99: 10 };
const GOAL_C10_TIMES_BARE = 1.5;

export async function providerOverhead(bench: Bench, connections: number): Promise<void> {
  const { server, user } = bench.saldo.PostgreSQL;
  const saldo = async (): Promise<Target> => ({
    url: `${server.url}/api/bills/debts`, method: "POST", body: QUERY,
    headers: { cookie: await freshCookie(user), origin: server.url, "content-type": "application/json", "x-forwarded-for": user.address },
  });
  const direct = async (): Promise<Target> => ({ url: `${bench.sandbox.url}/services/debts`, method: "POST", body: DIRECT_QUERY, headers: await bench.sandbox.providerHeaders() });
  // The bare route forwards the body as it comes, so it is sent the provider's own body (the ids included).
  const bare: Target = { url: `${bench.bare.url}/api/debts`, method: "POST", body: DIRECT_QUERY, headers: { "content-type": "application/json" } };
  const probe = await fetch((await saldo()).url, { method: "POST", body: QUERY, headers: (await saldo()).headers });
  if (probe.status !== 200) throw new Error(`Saldo's debt query answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const sides = [
    { name: "saldo" as const, run: async () => cannon(await saldo(), connections, bench.seconds) },
    { name: "direct" as const, run: async () => cannon(await direct(), connections, bench.seconds) },
    ...(bench.quick ? [] : [{ name: "bare" as const, run: () => cannon(bare, connections, bench.seconds) }]),
  ];
  const results = await abRounds(sides, bench.rounds, async (side) => side.name === "saldo" ? cannon(await saldo(), connections, 1) : side.name === "direct" ? cannon(await direct(), connections, 1) : cannon(bare, connections, 1));
  const m = (name: "saldo" | "direct" | "bare", key: "p50" | "p99") => median((results[name] ?? []).map((l) => l[key]));
  const added = { p50: m("saldo", "p50") - m("direct", "p50"), p99: m("saldo", "p99") - m("direct", "p99") };
  const bareAdded = m("bare", "p50") - m("direct", "p50");
  const goal = connections === 1
    ? { text: `added ≤ ${GOAL_C1.p50} ms p50, ≤ ${GOAL_C1.p99} ms p99`, met: added.p50 <= GOAL_C1.p50 && added.p99 <= GOAL_C1.p99 }
    : bench.quick
      ? { text: `added ≤ ${GOAL_C10_TIMES_BARE}× the bare route's (full run)`, met: null }
      : { text: `added p50 ≤ ${GOAL_C10_TIMES_BARE}× the bare route's (${fmtDelta(bareAdded)})`, met: added.p50 <= GOAL_C10_TIMES_BARE * bareAdded };
  const bareText = bench.quick ? "" : `; a bare Next route forwarding it: p50 ${fmt(m("bare", "p50"), 1)} ms, p99 ${fmt(m("bare", "p99"), 1)} ms`;
  bench.rows.push({
    measure: `Debt query through the BFF vs direct to the provider, c=${connections}`,
    saldo: `p50 ${fmt(m("saldo", "p50"), 1)} ms, p99 ${fmt(m("saldo", "p99"), 1)} ms`,
    floor: `direct p50 ${fmt(m("direct", "p50"), 1)} ms, p99 ${fmt(m("direct", "p99"), 1)} ms${bareText}`,
    ratio: `${fmtDelta(added.p50)} p50, ${fmtDelta(added.p99)} p99`,
    goal: goal.text,
    met: goal.met,
  });
}
