import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHELL_NAMESPACES } from "./messages";

// The browser gets only the namespaces a section's layout lists (components/intl/messages.tsx). This
// walks every page, loading and error screen of app/, follows its imports into Client Components
// and checks that each namespace they translate with is shipped above them: a state the browser
// suite never renders (an error, an empty list) cannot show ⟦key⟧ for want of its messages.
const ROOT = path.resolve(__dirname, "../..");
const ENTRY = /^(page|loading|error|not-found)\.tsx$/;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** The namespaces of every `useTranslations("…")` in Client Components reachable from `file`. */
function clientNamespaces(file: string, client = false, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  const key = `${file}:${client}`;
  if (seen.has(key)) return found;
  seen.add(key);
  const source = readFileSync(file, "utf8");
  const isClient = client || /^\s*["']use client["']/.test(source);
  if (isClient) for (const m of source.matchAll(/useTranslations\(\s*"([A-Za-z]+)/g)) found.add(m[1] ?? "");
  for (const m of source.matchAll(/(?:import|export)\s+(?!type\b)[^"';]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)) {
    const target = resolveImport(file, m[1] ?? m[2] ?? "");
    if (target) clientNamespaces(target, isClient, seen, found);
  }
  return found;
}

/** The namespaces the layouts from app/ down to `dir` ship, with the shell's. */
function shipped(dir: string): Set<string> {
  const names = new Set<string>(SHELL_NAMESPACES);
  const parts = path.relative(path.join(ROOT, "app"), dir).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const layout = path.join(ROOT, "app", ...parts.slice(0, i), "layout.tsx");
    if (!existsSync(layout)) continue;
    for (const list of readFileSync(layout, "utf8").matchAll(/namespaces=\{\[([^\]]*)\]\}/g))
      for (const m of (list[1] ?? "").matchAll(/"([A-Za-z]+)"/g)) names.add(m[1] ?? "");
  }
  return names;
}

function entries(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "api" ? [] : entries(full);
    return ENTRY.test(name) ? [full] : [];
  });
}

describe("messages in the browser", () => {
  const pages = entries(path.join(ROOT, "app"));

  it("finds the pages and the namespaces they use", () => {
    expect(pages.length).toBeGreaterThan(20);
    const checkout = pages.find((p) => p.endsWith(path.join("pay", "[code]", "page.tsx")));
    expect([...clientNamespaces(checkout ?? "")]).toEqual(expect.arrayContaining(["pay", "purchase", "common"]));
  });

  it("ships every namespace a page's Client Components use, from a layout above it", () => {
    const missing = pages.flatMap((page) => {
      const have = shipped(path.dirname(page));
      return [...clientNamespaces(page)].filter((ns) => !have.has(ns)).map((ns) => `${path.relative(ROOT, page)}: ${ns}`);
    });
    expect(missing).toEqual([]);
  });

  it("keeps the operator console's words to the operator console", () => {
    const elsewhere = pages.filter((page) => !page.includes(`${path.sep}operator${path.sep}`) && shipped(path.dirname(page)).has("operator"));
    expect(elsewhere).toEqual([]);
  });
});
