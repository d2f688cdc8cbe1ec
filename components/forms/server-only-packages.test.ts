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
});
