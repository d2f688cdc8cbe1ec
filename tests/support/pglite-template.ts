// The unit project's global setup: one embedded database made and migrated for the whole run,
// kept as a tarball that every unit test's fresh database starts from (tests/support/test-databases.ts).
// Making one from nothing runs PostgreSQL's initdb inside WebAssembly and then every migration,
// several seconds of a core each; starting from the tarball skips both, and each database is still
// its own, in memory.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated embedded database's tarball (PGlite's dumpDataDir). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), "saldo-pglite-template-"));
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.resolve("drizzle") });
    const file = path.join(folder, "migrated.tar");
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    project.provide("pgliteTemplate", file);
  } finally {
    await client.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
