// npm run test:bundle — the bundle budget: every page route's first-load JS (gzip) against the bare
// Next.js page's, from the builds' manifests (bundle.ts). The goal is 1.15× the bare page. Routes
// not there yet have a ceiling each in bundle-ceilings.json (what they weigh now, plus about 2 KB):
// a change that makes one heavier fails, and a route without a ceiling (a new page) must meet the
// goal. Lower a ceiling when a route gets lighter; never raise one to let a change through. Run
// after `next build`; builds the bare app (scripts/bench/bare) when it has no current build.
// Exits 1 when a route is over its ceiling.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ensureBareBuilt, BARE_DIR } from "./build";
import { budget, routeBundles } from "./bundle";
import { cleanupAll, ROOT } from "./procs";

export const BUNDLE_LIMIT = 1.15;

const CEILINGS: Record<string, number> = JSON.parse(readFileSync(path.join(import.meta.dirname, "bundle-ceilings.json"), "utf8"));

/** Saldo's routes against the bare page; also used by the benchmark's table. */
export async function bundleBudget() {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("No build of Saldo: run `npx next build` first.");
  await ensureBareBuilt();
  const bare = routeBundles(path.join(BARE_DIR, ".next")).find((r) => r.route === "/");
  if (!bare) throw new Error("The bare app's build has no / page.");
  return { bare, lines: budget(routeBundles(path.join(ROOT, ".next")), bare.gzipBytes, BUNDLE_LIMIT, CEILINGS) };
}

async function main() {
  const { bare, lines } = await bundleBudget();
  const over = lines.filter((l) => l.overCeiling);
  const goal = lines.filter((l) => !l.over).length;
  console.info(`First-load JS (gzip) per route; goal ${BUNDLE_LIMIT}× the bare page (${(bare.gzipBytes / 1024).toFixed(1)} KB)\n`);
  console.info("| Route | First-load JS | × bare | Goal | Ceiling |\n|---|---|---|---|---|");
  for (const l of lines) {
    const atCeiling = l.overCeiling ? "**over**" : `ok (${l.ceiling.toFixed(2)}×)`;
    console.info(`| \`${l.route}\` | ${l.kb.toFixed(1)} KB | ${l.ratio.toFixed(2)}× | ${l.over ? "not met" : "met"} | ${atCeiling} |`);
  }
  console.info(`\n${goal} of ${lines.length} routes meet the ${BUNDLE_LIMIT}× goal.`);
  console.info(over.length ? `${over.length} of ${lines.length} routes over their ceiling.` : `Every route within its ceiling.`);
  process.exitCode = over.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => void cleanupAll());
}
