// Where a chaos run's app keeps its data, and how the test reads it once the app has stopped: the
// embedded database in the app's data folder, or a fresh PostgreSQL database.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { freshPostgres } from "./postgres";

export type Query = <T>(text: string) => Promise<T[]>;

export type ChaosDatabase = {
  env: Record<string, string>;
  read<T>(dataDir: string, work: (query: Query) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
};

export const embeddedDatabase = (): ChaosDatabase => ({
  env: {},
  async read(dataDir, work) {
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      return await work(async (text) => (await db.query(text)).rows as never);
    } finally {
      await db.close();
    }
  },
  drop: async () => undefined,
});

export async function serverDatabase(label: string): Promise<ChaosDatabase> {
  const database = await freshPostgres(label);
  return {
    env: { DATABASE_URL: database.url },
    async read(_dataDir, work) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await work(async (text) => (await client.query(text)).rows as never);
      } finally {
        await client.end();
      }
    },
    drop: database.drop,
  };
}
