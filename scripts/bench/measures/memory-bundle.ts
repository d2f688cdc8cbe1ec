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

/** `started`: 3 s after the first requests; `idle`: 20 s later, with none meanwhile (the goal's). */
export function memoryRows(bench: Bench, rss: { started: Rss; idle: Rss }, loaded: Rss | null): void {
  const { started, idle } = rss;
  for (const db of ["PostgreSQL", "embedded"] as const) {
    const r = ratio(idle[db], idle.bare);
    bench.rows.push({
      measure: loaded ? `RSS idle / after the load phase (${db})` : `RSS idle (${db})`,
      saldo: `${idle[db]} MB${loaded ? ` / ${loaded[db]} MB` : ""} (3 s after start: ${started[db]} MB)`,
      floor: `bare ${idle.bare} MB${loaded ? ` / ${loaded.bare} MB` : ""} (3 s after start: ${started.bare} MB)`,
      ratio: `${fmtRatio(r)} idle${loaded ? `, ${fmtRatio(ratio(loaded[db], loaded.bare))} loaded` : ""} (${fmtRatio(ratio(started[db], started.bare))} 3 s after start)`,
      goal: `idle ≤ ${IDLE_GOAL[db]}× bare`,
      met: r <= IDLE_GOAL[db],
    });
  }
}

/** The pages a person opens most, held to the bundle budget's goal; the checkouts, to a looser one. */
const NAMED: Record<string, number> = {
  "/": BUNDLE_LIMIT, "/sign-in": BUNDLE_LIMIT, "/operations/[id]": BUNDLE_LIMIT, "/history": BUNDLE_LIMIT, "/agenda": BUNDLE_LIMIT,
  "/pay/[code]": 1.3, "/topups/[code]": 1.3, "/gift-cards/[code]": 1.3,
};

export async function bundleRows(bench: Bench): Promise<void> {
  const { bare, lines } = await bundleBudget();
  const over = lines.filter((l) => l.overCeiling);
  const worst = lines[0];
  for (const l of lines.filter((x) => x.route in NAMED)) {
    const goal = NAMED[l.route]!;
    bench.rows.push({
      measure: `First-load JS (gzip) \`${l.route}\``,
      saldo: `${fmt(l.kb, 1)} KB`,
      floor: `bare page ${fmt(bare.gzipBytes / 1024, 1)} KB`,
      ratio: fmtRatio(l.ratio),
      goal: `≤ ${goal}×`,
      met: l.ratio <= goal,
    });
  }
  bench.rows.push({
    measure: "First-load JS (gzip), every page route (`npm run test:bundle`)",
    saldo: `${over.length} of ${lines.length} routes over their ceiling; ${lines.filter((l) => l.ratio > BUNDLE_LIMIT).length} over ${BUNDLE_LIMIT}×${worst ? `; largest \`${worst.route}\` ${fmt(worst.kb, 1)} KB` : ""}`,
    floor: `bare page ${fmt(bare.gzipBytes / 1024, 1)} KB`,
    ratio: worst ? fmtRatio(worst.ratio) : "",
    goal: "none over its ceiling (`bundle-ceilings.json`)",
    met: over.length === 0,
  });
}
