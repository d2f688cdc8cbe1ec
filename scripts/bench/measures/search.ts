// Company search as a person types it: a different 3+ letter term each time (so a per-term cache
// misses), one request at a time, Saldo (signed in) against the bare route; p50 per round, median
// of the rounds; and how many catalogue reads the searches caused at the provider (the sandbox's
// request counts, /_sandbox/stats/routes).
import { performance } from "node:perf_hooks";
import { freshCookie } from "../client";
import { fmt, fmtRatio, median, percentile, ratio } from "../stats";
import type { Bench } from "./context";

/** Terms never searched before in this run: each round takes its own. */
export const TERMS = [
  "ede", "gas", "agua", "elec", "tel", "mun", "sur", "nor", "cen", "emp", "ser", "pub", "ener", "luz", "red",
  "int", "com", "pro", "san", "met", "nat", "cab", "seg", "edu", "cor", "ban", "aes", "tot", "ent", "per",
];

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`search ${url}: ${response.status}`);
  return performance.now() - started;
}

const catalogueReads = async (bench: Bench) => {
  const { byRoute } = await bench.sandbox.control<{ byRoute: Record<string, number> }>("/stats/routes");
  return Object.entries(byRoute).filter(([route]) => route.startsWith("GET /companies")).reduce((n, [, c]) => n + c, 0);
};

export async function search(bench: Bench, termsPerRound: number): Promise<void> {
  const { server, user } = bench.saldo.PostgreSQL;
  const saldoP50: number[] = [];
  const bareP50: number[] = [];
  const before = await catalogueReads(bench);
  let searched = 0;
  for (let round = 0; round < bench.rounds; round++) {
    const terms = TERMS.slice(round * termsPerRound, (round + 1) * termsPerRound);
    const saldo: number[] = [];
    const bare: number[] = [];
    for (const [i, term] of terms.entries()) {
      const runSaldo = async () => saldo.push(await timed(`${server.url}/api/companies/services?page=1&search=${term}`, { cookie: await freshCookie(user) }));
      const runBare = async () => bare.push(await timed(`${bench.bare.url}/api/catalogue?search=${term}`, {}));
      for (const run of (round + i) % 2 ? [runBare, runSaldo] : [runSaldo, runBare]) await run();
      searched += 1;
    }
    saldoP50.push(percentile(saldo, 0.5));
    bareP50.push(percentile(bare, 0.5));
  }
  const reads = (await catalogueReads(bench)) - before;
  const r = ratio(median(saldoP50), median(bareP50));
  bench.rows.push({
    measure: `Company search, ${searched} different terms one at a time (PostgreSQL)`,
    saldo: `p50 ${fmt(median(saldoP50), 1)} ms; ${reads} provider catalogue calls`,
    floor: `bare route p50 ${fmt(median(bareP50), 1)} ms`,
    ratio: `${fmtRatio(r)} p50`,
    goal: "p50 ≤ 2× bare, ≤ 2 provider calls in all",
    met: r <= 2 && reads <= 2,
  });
}
