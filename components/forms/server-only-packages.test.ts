import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appEntries, clientFiles, ROOT } from "@/tests/support/client-graph";

// zod (44 KB gzip) and the server's libraries never reach the browser: forms check with
// lib/rules/form-check.ts and check-resolver.ts, the route handlers with their zod schemas.
const SERVER_ONLY = /^(zod|@hookform\/resolvers\/zod|pg|drizzle-orm|pdfkit|pino|iron-session|@electric-sql\/pglite)(\/|$)/;

describe("the browser's graph", () => {
  it("sees zod when a Client Component imports a module that builds a schema", () => {
    const profile = clientFiles(path.join(ROOT, "app/(wallet)/profile/page.tsx"));
    expect(profile.length).toBeGreaterThan(0);
    expect(profile.flatMap((f) => f.packages)).toContain("react-hook-form");
  });

  it("holds no zod and no server library, from any page", () => {
    const found = appEntries().flatMap((entry) =>
      clientFiles(entry).flatMap(({ file, packages }) => packages.filter((p) => SERVER_ONLY.test(p)).map((p) => `${path.relative(ROOT, file)} → ${p}`)),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it("has TanStack Query's provider above every page that reads through it, and nowhere else", () => {
    const layouts = (page: string) => {
      const parts = path.relative(path.join(ROOT, "app"), path.dirname(page)).split(path.sep).filter(Boolean);
      return parts.map((_, i) => path.join(ROOT, "app", ...parts.slice(0, i + 1), "layout.tsx")).filter((l) => existsSync(l));
    };
    const provided = (page: string) => layouts(page).some((l) => readFileSync(l, "utf8").includes("<Providers>"));
    const uses = (entry: string) => clientFiles(entry, { lazy: false }).some((f) => f.packages.includes("@tanstack/react-query") && !f.file.endsWith("providers.tsx"));
    const pages = appEntries().filter((e) => !e.endsWith("layout.tsx"));
    expect(pages.filter((p) => uses(p) && !provided(p)).map((p) => path.relative(ROOT, p))).toEqual([]);
    // Signing in and the home page load none of it.
    for (const page of ["app/(public)/sign-in/page.tsx", "app/(wallet)/page.tsx", "app/(wallet)/layout.tsx", "app/layout.tsx"])
      expect({ page, uses: clientFiles(path.join(ROOT, page), { lazy: false }).some((f) => f.packages.includes("@tanstack/react-query")) }).toEqual({ page, uses: false });
  });
});
