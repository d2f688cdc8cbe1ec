// What the browser loads, read from the source: each file reachable from a page through
// "use client" (Client Components and everything they import, type-only imports left out).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

const IMPORT = /(?:import|export)\s+(?!type\b)([^"';]*?)from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
/** `import { type A, type B } from "x"` loads nothing either. */
const typesOnly = (clause: string) => /^\s*\{[^}]*\}\s*$/.test(clause) && clause.replace(/[{}\s]/g, "").split(",").every((name) => name === "" || name.startsWith("type"));

export type ClientFile = { file: string; source: string; packages: string[] };

/**
 * The files of the browser's graph from `entry` (a page, layout, loading or error file); with
 * `lazy: false`, only what loads with the page (dynamic `import()`s left out).
 */
export function clientFiles(entry: string, { lazy = true } = {}): ClientFile[] {
  const seen = new Set<string>();
  const found = new Map<string, ClientFile>();
  const walk = (file: string, client: boolean) => {
    const key = `${file}:${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(file, "utf8");
    const isClient = client || /^\s*["']use client["']/.test(source);
    const packages: string[] = [];
    for (const m of source.matchAll(IMPORT)) {
      if (m[1] !== undefined && typesOnly(m[1])) continue;
      if (m[3] !== undefined && !lazy) continue;
      const spec = m[2] ?? m[3] ?? "";
      const target = resolveImport(file, spec);
      if (target) walk(target, isClient);
      else if (!spec.startsWith(".") && !spec.startsWith("@/")) packages.push(spec);
    }
    if (isClient) found.set(file, { file, source, packages });
  };
  walk(entry, false);
  return [...found.values()];
}

/** Every page, layout, loading, error and not-found file under app/ (API routes left out). */
export function appEntries(dir = path.join(ROOT, "app")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "api" ? [] : appEntries(full);
    return /^(page|layout|loading|error|not-found|global-error)\.tsx$/.test(name) ? [full] : [];
  });
}
