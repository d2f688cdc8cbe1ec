import "server-only";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import v8 from "node:v8";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/platform/env";
import * as schema from "./schema";
import { log } from "@/lib/platform/log";
import { plantSeed } from "./seed";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close(): Promise<void>; kind: "pglite" | "postgres"; pglite?: PGlite };

const MIGRATIONS = path.join(process.cwd(), "drizzle");
/** Any fixed number: instances starting together take turns at migrating. */
const MIGRATION_LOCK = 72_616_001;

// Each database's driver is loaded when that database opens: a server on PostgreSQL never loads
// PGlite, and one on the embedded database never loads pg.

async function openPostgres(url: string): Promise<Handle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on("error", (error) => log.error({ err: error }, "database: idle connection lost"));
  const db = drizzlePg({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder: MIGRATIONS });
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Db, close: () => pool.end(), kind: "postgres" };
}

/**
 * PostgreSQL compiled to WebAssembly and its share files, read and compiled while a new data folder
 * is copied from the seed (PGlite would only start on them once the folder is in place). Undefined
 * when they are not where the package keeps them: PGlite then finds them itself.
 *
 * Compiled by V8's baseline compiler alone: its optimising tier would recompile PostgreSQL's busy
 * functions in the background, about 60 MB of resident memory kept for good and seconds of a core
 * after every start, for queries that the embedded database's loads finish as fast without it
 * (docs/database.md). The setting is the process's, read by each WebAssembly compile; PGlite's
 * is the only one Saldo makes on the server.
 */
async function pgliteArtifacts(): Promise<{ pgliteWasmModule?: WebAssembly.Module; fsBundle?: Blob }> {
  const dist = path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "dist");
  v8.setFlagsFromString("--liftoff-only");
  try {
    const [wasm, data] = await Promise.all([readFile(path.join(dist, "pglite.wasm")), readFile(path.join(dist, "pglite.data"))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  } catch {
    return {};
  }
}

async function openPglite(dataDir: string): Promise<Handle> {
  const dir = path.resolve(dataDir, "pglite");
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, artifacts, planted] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
    pgliteArtifacts(),
    plantSeed(process.cwd(), dir),
  ]);
  if (planted) log.info("database: a new embedded database, made from the build's seed");
  mkdirSync(dir, { recursive: true });
  // PostgreSQL's page cache lives in the WebAssembly memory and is never given back: its size is
  // most of the process's idle memory (128 MB by default; EMBEDDED_DB_BUFFERS_MB). Pages it misses
  // are read from the operating system's file cache.
  const client = await PGlite.create(dir, {
    ...artifacts,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${env.EMBEDDED_DB_BUFFERS_MB}MB`],
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => client.close(), kind: "pglite", pglite: client };
}

// Next.js may load this module more than once (route bundles, instrumentation); one embedded
// database must never be opened twice, so the handle lives on globalThis.
const holder = globalThis as typeof globalThis & { __saldoDb?: Promise<Handle> };

function handle(): Promise<Handle> {
  holder.__saldoDb ??= (env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR)).catch(
    (error: unknown) => {
      holder.__saldoDb = undefined;
      throw error;
    },
  );
  return holder.__saldoDb;
}

/** The database, migrated. The first call opens it and applies pending migrations. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function databaseKind(): Promise<Handle["kind"]> {
  return (await handle()).kind;
}

/** The embedded database's own client (its LISTEN is in process), or null on a PostgreSQL server. */
export async function embeddedClient(): Promise<PGlite | null> {
  return (await handle()).pglite ?? null;
}
