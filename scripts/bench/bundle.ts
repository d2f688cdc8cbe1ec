// First-load JS of each page route, from the build's own manifests: the root main files every page
// loads (build-manifest.json rootMainFiles: React, Next's runtime) plus each segment's client
// chunks on the way to the page (entryJSFiles of its page_client-reference-manifest.js: layouts,
// error, loading and not-found boundaries, the page). These are the <script> tags of the route's
// HTML, less the polyfills (nomodule, not fetched by current browsers). Sizes are gzip (level 6, as
// served compressed).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

export type RscEntry = { entryJSFiles?: Record<string, string[]> };
export type RouteBundle = { route: string; files: string[]; gzipBytes: number };

/** "/(wallet)/pay/[code]/page" → "/pay/[code]"; route groups dropped, "/page" cut. */
export function routeName(manifestKey: string): string {
  const parts = manifestKey.split("/").filter((p) => p && !/^\(.*\)$/.test(p));
  if (parts.at(-1) === "page") parts.pop();
  return `/${parts.join("/")}`;
}

/** The route's chunks, each once, root main files first. */
export function routeChunks(rootMainFiles: string[], entry: RscEntry): string[] {
  const files = new Set(rootMainFiles);
  for (const chunks of Object.values(entry.entryJSFiles ?? {})) for (const f of chunks) if (f.endsWith(".js")) files.add(f);
  return [...files];
}

/** Every page_client-reference-manifest.js under the build's server/app, evaluated in a sandbox. */
export function readRscManifests(nextDir: string): Record<string, RscEntry> {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === "page_client-reference-manifest.js") found.push(p);
    }
  };
  walk(path.join(nextDir, "server/app"));
  const context: Record<string, unknown> = {};
  context.globalThis = context;
  context.self = context;
  for (const file of found) runInNewContext(readFileSync(file, "utf8"), context, { filename: file });
  return (context.__RSC_MANIFEST ?? {}) as Record<string, RscEntry>;
}

/** First-load JS (gzip bytes) of every page route of the build in `nextDir`, largest first. */
export function routeBundles(nextDir: string): RouteBundle[] {
  const { rootMainFiles = [] } = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(nextDir, file))).length);
    return sizes.get(file)!;
  };
  return Object.entries(readRscManifests(nextDir))
    .map(([key, entry]) => {
      const files = routeChunks(rootMainFiles, entry);
      return { route: routeName(key), files, gzipBytes: files.reduce((sum, f) => sum + gzipOf(f), 0) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route));
}

export type BudgetLine = { route: string; kb: number; ratio: number; over: boolean; ceiling: number; overCeiling: boolean };

/**
 * Each route against the bare page: `over` when its first-load JS passes the goal, `limit` × bare;
 * `overCeiling` when it passes its own ceiling (`ceilings[route]`, the goal for a route without one).
 */
export function budget(routes: RouteBundle[], bareBytes: number, limit: number, ceilings: Record<string, number> = {}): BudgetLine[] {
  return routes.map((r) => {
    const ratio = r.gzipBytes / bareBytes;
    const ceiling = ceilings[r.route] ?? limit;
    return { route: r.route, kb: r.gzipBytes / 1024, ratio, over: ratio > limit, ceiling, overCeiling: ratio > ceiling };
  });
}
