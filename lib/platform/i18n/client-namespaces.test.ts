import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appEntries, clientFiles, ROOT } from "@/tests/support/client-graph";
import { SHELL_NAMESPACES } from "./messages";

// The browser gets only the namespaces a section's layout lists (components/intl/messages.tsx). This
// follows every page's imports into its Client Components and checks that each namespace they
// translate with is shipped above them: a state the browser suite never renders (an error, an
// empty list) cannot show ⟦key⟧ for want of its messages.
const clientNamespaces = (entry: string) =>
  new Set(clientFiles(entry).flatMap(({ source }) => [...source.matchAll(/useTranslations\(\s*"([A-Za-z]+)/g)].map((m) => m[1] ?? "")));

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

describe("messages in the browser", () => {
  const pages = appEntries().filter((file) => !file.endsWith("layout.tsx"));

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
