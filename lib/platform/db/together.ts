import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * Data-modifying statements sent as one, each a part of its WITH: one round trip to the database
 * instead of one each, and one transaction, so they are stored together or not at all. Every part
 * sees the tables as they were before the statement, so none may rely on another's rows.
 *
 * `unflushed`: the commit does not wait for the disk (`synchronous_commit = off`, for this
 * statement's transaction only; the connection keeps its own setting). The rows are visible to
 * every session once it returns; only a crash of the database server in the next fraction of a
 * second could lose them. For rows that may be lost that way, and on PostgreSQL only: the embedded
 * database has no background writer to flush such a commit soon after.
 */
export function together(statements: SQLWrapper[], { unflushed = false } = {}): SQL {
  const parts = statements.map((statement, i) => sql`${sql.identifier(`part${i}`)} as (${statement.getSQL()})`);
  const result = unflushed ? sql`select set_config('synchronous_commit', 'off', true)` : sql`select 1`;
  return sql`with ${sql.join(parts, sql`, `)} ${result}`;
}
