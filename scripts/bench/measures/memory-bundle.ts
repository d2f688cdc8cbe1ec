// Resident memory of the servers (their whole process tree, from /proc), and first-load JS per
// route from the builds (bundle.ts), both against the bare app.
import { bundleBudget, BUNDLE_LIMIT } from "../bundle-check";
import { rssMb } from "../procs";
import { fmt, fmtRatio, ratio } from "../stats";
import type { Bench, Db } from "./context";

export type Rss = Record<Db | "bare", number>;

export function readRss(bench: Bench): Rss {
  return { PostgreSQL: rssMb(bench.saldo.PostgreSQL.server.proc.pid), embedded: rssMb(bench.saldo.embedded.server.proc.pid), bare: rssMb(bench.bare.proc.pid) };
}

/** Idle RSS against the bare app's; the embedded database's own memory is allowed for. */
const IDLE_GOAL: Record<Db, number> = { PostgreSQL: 1.5, embedded: 2.5 };

export function memoryRows(bench: Bench, idle: Rss, loaded: Rss | null): void {
  for (const db of ["PostgreSQL", "embedded"] as const) {
    const r = ratio(idle[db], idle.bare);
    bench.rows.push({
      measure: loaded ? `RSS idle / after the load phase (${db})` : `RSS idle (${db})`,
      saldo: loaded ? `${idle[db]} MB / ${loaded[db]} MB` : `${idle[db]} MB`,
      floor: loaded ? `bare ${idle.bare} MB / ${loaded.bare} MB` : `bare ${idle.bare} MB`,
      ratio: loaded ? `${fmtRatio(r)} idle, ${fmtRatio(ratio(loaded[db], loaded.bare))} loaded` : `${fmtRatio(r)} idle`,
      goal: `idle ≤ ${IDLE_GOAL[db]}× bare`,
      met: r <= IDLE_GOAL[db],
    });
  }
}

export async function bundleRows(bench: Bench): Promise<void> {
  const { bare, lines } = await bundleBudget();
  const over = lines.filter((l) => l.over);
  const worst = lines[0];
  const named = ["/pay/[code]", "/sign-in", "/", "/pay", "/operations/[id]"];
  for (const l of lines.filter((x) => named.includes(x.route))) {
    bench.rows.push({
      measure: `First-load JS (gzip) \`${l.route}\``,
      saldo: `${fmt(l.kb, 1)} KB`,
      floor: `bare page ${fmt(bare.gzipBytes / 1024, 1)} KB`,
      ratio: fmtRatio(l.ratio),
      goal: `≤ ${BUNDLE_LIMIT}×`,
      met: !l.over,
    });
  }
  bench.rows.push({
    measure: "First-load JS (gzip), every page route (`npm run test:bundle`)",
    saldo: `${over.length} of ${lines.length} routes over budget${worst ? `; largest \`${worst.route}\` ${fmt(worst.kb, 1)} KB` : ""}`,
    floor: `bare page ${fmt(bare.gzipBytes / 1024, 1)} KB`,
    ratio: worst ? fmtRatio(worst.ratio) : "",
    goal: `every route ≤ ${BUNDLE_LIMIT}×`,
    met: over.length === 0,
  });
}
