// The route suite's servers: one set per Vitest worker (a database, a sandbox, a mailbox and the
// built app), started by tests/api/global-setup.ts. A set is never shared by two files at once:
// sandbox faults, its clock and its request counts are global to it, and a test reads them.
import { inject } from "vitest";

export type DbKind = "pglite" | "postgres";

export type RouteServers = {
  appUrl: string;
  sandboxUrl: string;
  /** The mail catcher's inbox (JSON API), where the app's SMTP_URL points. */
  mailboxUrl: string;
  /** The app's DATA_DIR (on PGlite, its database files too). */
  dataDir: string;
  /** The set's PostgreSQL database; "" on PGlite. */
  databaseUrl: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    dbKind: DbKind;
    /** One set per worker slot: the worker with VITEST_POOL_ID n uses the n-th. */
    routeServers: RouteServers[];
  }
}

/**
 * The servers of the worker this file runs in. Vitest numbers the workers running at one time
 * 1…maxWorkers (VITEST_POOL_ID) and hands a number to one file at a time.
 */
export function routeServers(): RouteServers {
  const all = inject("routeServers");
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  const servers = all[slot - 1];
  if (!servers) throw new Error(`no route servers for worker ${slot}: global-setup started ${all.length} (maxWorkers changed after setup?)`);
  return servers;
}
