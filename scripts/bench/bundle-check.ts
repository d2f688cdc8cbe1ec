// npm run test:bundle — the bundle budget: every page route's first-load JS (gzip) at most 1.15×
// the bare Next.js page's, from the builds' manifests (bundle.ts). Run after `next build`; builds
// the bare app (scripts/bench/bare) when it has no current build. Exits 1 when a route is over.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureBareBuilt, BARE_DIR } from "./build";
import { budget, routeBundles } from "./bundle";
import { cleanupAll, ROOT } from "./procs";

export const BUNDLE_LIMIT = 1.15;

/** Saldo's routes against the bare page; also used by the benchmark's table. */
export async function bundleBudget() {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("No build of Saldo: run `npx next build` first.");
  await ensureBareBuilt();
  const bare = routeBundles(path.join(BARE_DIR, ".next")).find((r) => r.route === "/");
  if (!bare) throw new Error("The bare app's build has no / page.");
  return { bare, lines: budget(routeBundles(path.join(ROOT, ".next")), bare.gzipBytes, BUNDLE_LIMIT) };
}

async function main() {
  const { bare, lines } = await bundleBudget();
  const over = lines.filter((l) => l.over);
  console.info(`First-load JS (gzip) per route; budget ${BUNDLE_LIMIT}× the bare page (${(bare.gzipBytes / 1024).toFixed(1)} KB)\n`);
  console.info("| Route | First-load JS | × bare | |\n|---|---|---|---|");
  for (const l of lines) console.info(`| \`${l.route}\` | ${l.kb.toFixed(1)} KB | ${l.ratio.toFixed(2)}× | ${l.over ? "**over**" : "ok"} |`);
  console.info(over.length ? `\n${over.length} of ${lines.length} routes over budget.` : `\nEvery route within budget.`);
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
