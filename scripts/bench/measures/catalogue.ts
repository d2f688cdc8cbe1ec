// Signed-in cached catalogue read (Saldo, with a session) against the bare route's JSON of the same
// size, on both databases and at each concurrency: req/s and p50, median of the rounds.
import { freshCookie } from "../client";
import { abRounds, cannon } from "../load";
import { fmt, fmtRatio, median, ratio } from "../stats";
import type { Bench, Db } from "./context";

const PATH = "/api/companies/services?page=1";

const GOALS: Record<Db, number> = { PostgreSQL: 0.85, embedded: 0.85 };
const P50_GOAL = 1.5;

export async function catalogue(bench: Bench, db: Db, connections: number): Promise<void> {
  const { server, user } = bench.saldo[db];
  const [saldoSize, bareSize] = await Promise.all([
    fetch(`${server.url}${PATH}`, { headers: { cookie: await freshCookie(user) } }).then((r) => r.text()).then((t) => t.length),
    fetch(`${bench.bare.url}/api/catalogue`).then((r) => r.text()).then((t) => t.length),
  ]);
  const results = await abRounds(
    [
      { name: "saldo", run: async () => cannon({ url: `${server.url}${PATH}`, headers: { cookie: await freshCookie(user) } }, connections, bench.seconds) },
      { name: "bare", run: () => cannon({ url: `${bench.bare.url}/api/catalogue` }, connections, bench.seconds) },
    ],
    bench.rounds,
    async (side) => side.name === "saldo"
      ? cannon({ url: `${server.url}${PATH}`, headers: { cookie: await freshCookie(user) } }, connections, 1)
      : cannon({ url: `${bench.bare.url}/api/catalogue` }, connections, 1),
  );
  const s = { rps: median(results.saldo.map((l) => l.rps)), p50: median(results.saldo.map((l) => l.p50)) };
  const b = { rps: median(results.bare.map((l) => l.rps)), p50: median(results.bare.map((l) => l.p50)) };
  const rpsRatio = ratio(s.rps, b.rps);
  const p50Ratio = ratio(s.p50, b.p50);
  bench.rows.push({
    measure: `Signed-in cached catalogue read, c=${connections} (${db})`,
    saldo: `${fmt(s.rps)} req/s, p50 ${fmt(s.p50, 1)} ms`,
    floor: `bare route ${fmt(b.rps)} req/s, p50 ${fmt(b.p50, 1)} ms`,
    ratio: `${fmtRatio(rpsRatio)} req/s, ${fmtRatio(p50Ratio)} p50`,
    goal: `≥ ${GOALS[db]}× req/s, p50 ≤ ${P50_GOAL}×`,
    met: rpsRatio >= GOALS[db] && p50Ratio <= P50_GOAL,
  });
  if (connections === 10 && db === "PostgreSQL") bench.notes.push(`Catalogue answer ${fmt(saldoSize / 1024, 1)} KB (Saldo, ${PATH}) vs ${fmt(bareSize / 1024, 1)} KB (bare /api/catalogue), uncompressed.`);
  const bad = [...results.saldo, ...results.bare].reduce((n, l) => n + l.non2xx + l.errors, 0);
  if (bad) bench.notes.push(`Catalogue c=${connections} (${db}): ${bad} non-2xx answers or errors during the runs.`);
}
