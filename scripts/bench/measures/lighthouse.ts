// Lighthouse (mobile, its default simulated throttling) on Saldo's main pages, signed in through a
// Cookie header where the page needs it, and on the bare page, in Debian's Chromium; each page
// once per round with the bare page between (once a round), median of the rounds: 3 runs of each.
import { randomInt, randomUUID } from "node:crypto";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freshCookie } from "../client";
import { onCleanup } from "../procs";
import { fmt, median } from "../stats";
import type { Bench } from "./context";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "--disable-dev-shm-usage"];
const SCORE_GOAL = 0.95;
const TBT_GOAL_MS = 150;
/** LCP against the bare page's in the same run. */
const LCP_GOAL_RATIO = 1.3;

type Score = { score: number; lcp: number; tbt: number };

export async function lighthousePages(bench: Bench): Promise<void> {
  const { server, user } = bench.saldo.embedded;
  const topup = await user.request("POST", "/api/topups", { companyCode: "AR-R-0001", identifierName: "BA1", productId: "1", amount: 150, paymentMethod: "DEBIT", identifierValue: `${randomInt(100_000_000, 999_999_999)}1` }, { "idempotency-key": randomUUID() });
  const operationId = (topup.body as { operation?: { id: string } } | null)?.operation?.id;
  if (!operationId) throw new Error(`the operation page needs an operation: ${topup.status} ${JSON.stringify(topup.body).slice(0, 200)}`);
  const pages: { name: string; path: string; signedIn: boolean }[] = [
    { name: "sign-in", path: "/sign-in", signedIn: false },
    { name: "home", path: "/", signedIn: true },
    { name: "pay", path: "/pay", signedIn: true },
    { name: "checkout", path: "/pay/AR-S-0003", signedIn: true },
    { name: "operation", path: `/operations/${operationId}`, signedIn: true },
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: "silent" });
  onCleanup(() => chrome.kill());
  try {
    const run = async (url: string, cookie?: string): Promise<Score> => {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders: cookie ? { cookie } : null });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
      return { score: lhr.categories.performance?.score ?? NaN, lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN, tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN };
    };
    const scores = new Map<string, Score[]>();
    const keep = (name: string, s: Score) => scores.set(name, [...(scores.get(name) ?? []), s]);
    for (let round = 0; round < bench.rounds; round++) {
      for (const page of pages) {
        keep(page.name, await run(`${server.url}${page.path}`, page.signedIn ? await freshCookie(user) : undefined));
        if (page.name === pages[(round * 2) % pages.length]!.name) keep("bare", await run(`${bench.bare.url}/`));
      }
    }
    const med = (name: string, key: keyof Score) => median((scores.get(name) ?? []).map((s) => s[key]));
    const bare = `bare page ${fmt(med("bare", "score"), 2)}, LCP ${fmt(med("bare", "lcp") / 1000, 2)} s`;
    for (const page of pages) {
      const score = med(page.name, "score");
      const lcp = med(page.name, "lcp");
      const tbt = med(page.name, "tbt");
      const lcpRatio = lcp / med("bare", "lcp");
      bench.rows.push({
        measure: `Lighthouse mobile: ${page.name} (\`${page.path.replace(operationId, "[id]")}\`)`,
        saldo: `${fmt(score, 2)}, LCP ${fmt(lcp / 1000, 2)} s, TBT ${fmt(tbt)} ms`,
        floor: bare,
        ratio: `LCP ${fmt(lcpRatio, 2)}×`,
        goal: `≥ ${SCORE_GOAL}, TBT ≤ ${TBT_GOAL_MS} ms, LCP ≤ ${LCP_GOAL_RATIO}× the bare page's`,
        met: score >= SCORE_GOAL && tbt <= TBT_GOAL_MS && lcpRatio <= LCP_GOAL_RATIO,
      });
    }
  } finally {
    await chrome.kill();
  }
}
