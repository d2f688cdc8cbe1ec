// HTTP load with autocannon (programmatic API), and A/B runs interleaved over rounds.
import autocannon from "autocannon";
import { interleave } from "./stats";

export type Load = { rps: number; p50: number; p99: number; max: number; requests: number; non2xx: number; errors: number };
export type Target = { url: string; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string };

/** `connections` keep-alive connections on `target` for `seconds`. */
export async function cannon(target: Target, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    timeout: 20,
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export type Side<K extends string> = { name: K; run(): Promise<Load> };

/**
 * Runs every side once per round, the order alternating between rounds (interleave), and returns
 * each side's loads in round order. `warmup` runs first, once per side, unmeasured.
 */
export async function abRounds<K extends string>(sides: Side<K>[], rounds: number, warmup?: (side: Side<K>) => Promise<unknown>): Promise<Record<K, Load[]>> {
  const out = Object.fromEntries(sides.map((s) => [s.name, [] as Load[]])) as Record<K, Load[]>;
  if (warmup) for (const side of sides) await warmup(side);
  for (let round = 0; round < rounds; round++) {
    for (const side of interleave(round, sides)) {
      const load = await side.run();
      if (load.errors > 0 || load.non2xx > 0) console.warn(`  ${side.name}: ${load.non2xx} non-2xx, ${load.errors} errors of ${load.requests}`);
      out[side.name].push(load);
    }
  }
  return out;
}
