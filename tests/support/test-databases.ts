// The embedded database and a fresh PostgreSQL one, migrated, for unit tests that run the same
// queries on both (the app runs on both).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import type { Db } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { freshPostgres } from "./postgres";

const MIGRATIONS = path.resolve("drizzle");

export type OpenDb = () => Promise<{ db: Db; close(): Promise<void> }>;

/**
 * A fresh embedded database: from the unit project's migrated tarball (tests/support/pglite-template.ts),
 * or an empty one when a run has none.
 */
function freshPglite(): Promise<PGlite> {
  const template = inject("pgliteTemplate");
  return template ? PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) }) : PGlite.create();
}

export const testDatabases: [string, OpenDb][] = [
  ["PGlite", async () => {
    const client = await freshPglite();
    // On the tarball's database the migrator finds every migration applied.
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, close: () => client.close() };
  }],
  ["PostgreSQL", async () => {
    const database = await freshPostgres("unit");
    const pool = new pg.Pool({ connectionString: database.url, max: 12 });
    // Dropping the database ends any connection still closing; that is expected here.
    pool.on("error", () => undefined);
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, close: async () => { await pool.end(); await database.drop(); } };
  }],
];

/**
 * In a describe block: the database `open` makes, open for the block's tests and closed after them.
 * Opening and migrating the embedded database takes a while on a busy machine.
 */
export function openedDatabase(open: OpenDb): { readonly db: Db } {
  const held = {} as { db: Db };
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ db: held.db, close } = await open());
  }, 120_000);
  afterAll(() => close());
  return held;
}

/** In a describe block: the database `open` makes, with one user in it, for the block's tests. */
export function databaseWithUser(open: OpenDb): { db: Db; userId: string } {
  const held = openedDatabase(open) as { db: Db; userId: string };
  beforeAll(async () => {
    const [user] = await held.db.insert(schema.users).values({ email: `${randomUUID()}@saldo.test`, name: "Ana", passwordHash: "x" }).returning();
    held.userId = user!.id;
  });
  return held;
}
