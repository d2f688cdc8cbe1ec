import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appEntries, clientFiles, ROOT } from "@/tests/support/client-graph";

// Full zod (classic, 44 KB gzip) and the server's libraries never reach the browser. The forms
// resolve with their domains' schemas written with zod/mini (one schema for the form and its
// route), which the browser fetches beside the page, never in its first load
// (components/forms/schema-resolver.ts).
const SERVER_ONLY = /^(zod(?!\/mini$)|pg|drizzle-orm|pdfkit|pino|iron-session|@electric-sql\/pglite)(\/|$)/;
const FORM_SCHEMAS = /^(zod\/mini|@hookform\/resolvers\/zod)$/;
const ZOD_BROWSER = path.join(ROOT, "lib/platform/zod-browser.ts");

const found = (entry: string, lazy: boolean, wanted: RegExp) =>
  clientFiles(entry, { lazy }).flatMap(({ file, packages }) => packages.filter((p) => wanted.test(p)).map((p) => `${path.relative(ROOT, file)} → ${p}`));

describe("the browser's graph", () => {
  it("sees a form's schema (zod/mini) beside the page that imports it, not in the page's first load", () => {
    const newAccount = path.join(ROOT, "app/(wallet)/agenda/new/page.tsx");
    expect(clientFiles(newAccount, { lazy: false }).flatMap((f) => f.packages)).toContain("react-hook-form");
    expect(found(newAccount, true, FORM_SCHEMAS)).toEqual(expect.arrayContaining([expect.stringMatching(/^lib\/saved-accounts\/adhesion-input\.ts → zod\/mini$/)]));
    expect(found(newAccount, false, FORM_SCHEMAS)).toEqual([]);
  });

  it("gives the sign-in family and the profile no form library in their first load (their forms use use-small-form.ts)", () => {
    for (const page of ["sign-in", "sign-up", "forgot-password", "reset-password"].map((p) => `app/(public)/${p}/page.tsx`).concat("app/(wallet)/profile/page.tsx"))
      expect({ page, loads: clientFiles(path.join(ROOT, page), { lazy: false }).some((f) => f.packages.includes("react-hook-form")) }).toEqual({ page, loads: false });
  });

  it("gives the checkouts no form library, in their first load or after (their forms use use-checkout-form.ts)", () => {
    for (const page of ["pay", "topups", "gift-cards"].map((p) => `app/(wallet)/${p}/[code]/page.tsx`))
      expect({ page, loads: clientFiles(path.join(ROOT, page), { lazy: true }).some((f) => f.packages.includes("react-hook-form")) }).toEqual({ page, loads: false });
  });

  it("holds no full zod and no server library, from any page, loaded at once or later", () => {
    expect([...new Set(appEntries().flatMap((entry) => found(entry, true, SERVER_ONLY)))]).toEqual([]);
  });

  it("loads no form's schema with any page: the pages stay within their bundle budget", () => {
    expect([...new Set(appEntries().flatMap((entry) => found(entry, false, FORM_SCHEMAS)))]).toEqual([]);
  });

  it("sets zod up for the browser before any of its schemas is made (lib/platform/zod-browser.ts)", () => {
    const makers = new Map(appEntries().flatMap((entry) => clientFiles(entry).filter((f) => f.file !== ZOD_BROWSER && f.packages.includes("zod/mini")).map((f) => [f.file, f.source])));
    expect(makers.size).toBeGreaterThan(5);
    const late = [...makers].filter(([, source]) => {
      const setup = source.indexOf('import "@/lib/platform/zod-browser";');
      return setup < 0 || setup > source.indexOf('from "zod/mini"');
    });
    expect(late.map(([file]) => path.relative(ROOT, file))).toEqual([]);
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
    // Signing in, the home page, the history, "Mis cuentas" and the operation page load none of it.
    for (const page of ["app/(public)/sign-in/page.tsx", "app/(wallet)/page.tsx", "app/(wallet)/history/page.tsx", "app/(wallet)/agenda/page.tsx", "app/(wallet)/operations/[id]/page.tsx", "app/(wallet)/layout.tsx", "app/layout.tsx"])
      expect({ page, uses: clientFiles(path.join(ROOT, page), { lazy: false }).some((f) => f.packages.includes("@tanstack/react-query")) }).toEqual({ page, uses: false });
  });
});
