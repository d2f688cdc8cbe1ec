// Every hot query reads an index at 400k operations: a fresh PostgreSQL database,
// migrated, filled with a realistic spread (mostly settled, a few hundred in flight or flagged),
// analysed, and each query's plan asked for with the SQL the app itself builds. The timings
// (EXPLAIN ANALYZE) are printed, not asserted: this machine is shared. PostgreSQL only: the suite
// config runs this file in its postgres project alone.
import { eq, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetStaleQuery } from "@/lib/payments/bills/debts";
import { leftBehindQuery } from "@/lib/payments/callbacks/claims";
import { accountPaymentsQuery, companyPaymentsQuery, debtPaymentsQuery } from "@/lib/payments/pay/checks/duplicates";
import { byKeyQuery } from "@/lib/payments/pay/create";
import { encodeCursor } from "@/lib/payments/cursor";
import { historyQuery, ownEventsQuery, ownOperationQuery } from "@/lib/payments/read";
import { dueOperationsQuery } from "@/lib/payments/reconcile/reconciler";
import { byPaymentIdQuery } from "@/lib/payments/settle";
import { olderThan } from "@/lib/payments/cursor";
import { callbacksQuery } from "@/lib/operator/callbacks";
import { encodeCursor as encodeIdCursor } from "@/lib/operator/cursor";
import { allOperationsQuery } from "@/lib/operator/operations";
import { retentionStatements } from "@/lib/system/retention";
import type { Db } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { freshPostgres } from "../support/postgres";

const OPERATIONS = 400_000;
const USERS = 2_000;
const CALLBACKS = 200_000;
const DEBTS = 50_000;

type Plan = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: Plan[] };
type Query = { sql: string; params: unknown[] };

const nodes = (plan: Plan): Plan[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
const dialect = new PgDialect();

describe("hot queries at 400k operations (PostgreSQL)", () => {
  let pool: pg.Pool;
  let db: Db;
  let drop: () => Promise<void>;
  let userId: string;
  let operationId: string;
  let filler: pg.PoolClient | undefined;
  const timings: Record<string, string> = {};

  beforeAll(async () => {
    const database = await freshPostgres("plans");
    drop = database.drop;
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on("error", () => undefined);
    const pgDb = drizzle({ client: pool, schema });
    await migrate(pgDb, { migrationsFolder: "drizzle" });
    db = pgDb as unknown as Db;
    // The rows are made consistent by construction: foreign-key triggers are skipped while filling.
    filler = await pool.connect();
    await filler.query("set session_replication_role = replica");
    // Filling is faster with the secondary indexes built afterwards, from the migration's own definitions.
    const { rows: indexes } = await filler.query<{ indexname: string; indexdef: string }>(`
      select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in ('operations', 'operation_events', 'callbacks', 'debts')
        and indexname not in (select conname from pg_constraint)`);
    for (const index of indexes) await filler.query(`drop index "${index.indexname}"`);
    await step("users", `
      insert into users (email, name, password_hash)
      select 'u' || n || '@saldo.test', 'User ' || n, 'x' from generate_series(1, ${USERS}) n`);
    // n picks the user, the age (one a minute, newest first) and the state: 99.9% settled, a few
    // hundred in flight (some of them flagged, some pending past their call), a few confirmed
    // operations still waiting for their receipt.
    await step("operations", `
      with u as (select array_agg(id order by email) ids from users)
      insert into operations (user_id, kind, idempotency_key, request_hash, external_payment_id, company_code,
        company_name, debt_id, amount, currency, payment_method, status, flagged, flag_reason, receipt,
        next_check_at, settled_at, created_at, updated_at)
      select u.ids[1 + n % ${USERS}], (case when n % 3 = 0 then 'topup' else 'bill' end)::operation_kind,
        'key-' || n, 'hash', 'ep-' || n, 'AR-S-0003', 'EDENOR', case when n % 3 <> 0 then 'debt-' || n end,
        100, 'ARS', 'ACCOUNT', s.status::operation_status, s.flagged,
        case when s.flagged then 'reconciler: still unknown' end,
        case when s.status = 'confirmed' and n % 1000 <> 7 then '{"ticket":[],"additionalData":null,"readAt":"x"}'::jsonb end,
        case when s.status in ('processing', 'unknown') then now() + ((n % 600) - 300) * interval '1 second' end,
        case when s.status in ('confirmed', 'failed') then now() - n * interval '1 minute' end,
        now() - n * interval '1 minute', now() - n * interval '1 minute'
      from u, generate_series(1, ${OPERATIONS}) n,
      lateral (select case
        when n % 2000 = 1 then 'processing' when n % 2000 = 2 then 'unknown' when n % 4000 = 3 then 'pending'
        when n % 10 = 9 then 'failed' else 'confirmed' end as status,
        n % 2000 = 2 and n % 4000 <> 2 as flagged) s`);
    await step("events", `
      insert into operation_events (operation_id, from_status, to_status, source, created_at)
      select id, 'pending', status, 'provider', created_at from operations`);
    await step("callbacks", `
      insert into callbacks (path, raw_body, verified, outcome, external_payment_id, status, received_at)
      select '/confirm-payment', '{}', true,
        case when n % 5000 = 0 then 'received' when n % 7 = 0 then 'duplicate' else 'applied' end,
        'ep-' || n, 'confirmed', now() - n * interval '39 seconds'
      from generate_series(1, ${CALLBACKS}) n`);
    await step("debts", `
      with u as (select array_agg(id order by email) ids from users)
      insert into debts (debt_id, user_id, query_id, company_code, company_name, modality_id, query_data, currency,
        amount_type, amount, min_amount, max_amount, expired, expires_at)
      select 'debt-q-' || n, u.ids[1 + n % ${USERS}], 'q-' || n, 'AR-S-0003', 'EDENOR', 'm',
        jsonb_build_array(jsonb_build_object('identifierName', 'clientNumber', 'identifierValue', (n % 40)::text)),
        'ARS', 'CLOSED', 100, 100, 100, false, now() - n * interval '12 seconds'
      from u, generate_series(1, ${DEBTS}) n`);
    await filler.query("set maintenance_work_mem = '256MB'");
    for (const index of indexes) await step(`index ${index.indexname}`, index.indexdef);
    await step("analyze", "analyze users, operations, operation_events, callbacks, debts");
    filler.release(true);
    filler = undefined;
    const [row] = (await pool.query<{ user_id: string; id: string }>(
      "select user_id, id from operations where external_payment_id = 'ep-5000'",
    )).rows;
    userId = row!.user_id;
    operationId = row!.id;
  }, 120_000);

  afterAll(async () => {
    console.info(`Hot queries at ${OPERATIONS} operations (EXPLAIN ANALYZE execution time):\n${Object.entries(timings).map(([k, v]) => `  ${k}: ${v}`).join("\n")}`);
    await pool?.end();
    await drop?.();
  });

  async function step(name: string, statement: string): Promise<void> {
    const started = performance.now();
    await filler!.query(statement);
    timings[`setup: ${name}`] = `${Math.round(performance.now() - started)} ms`;
  }

  async function plan(name: string, query: Query): Promise<Plan[]> {
    const { rows } = await pool.query<{ "QUERY PLAN": [{ Plan: Plan }] }>(`explain (format json) ${query.sql}`, query.params);
    // Analysing runs the statement: a sweep's delete is rolled back.
    const client = await pool.connect();
    try {
      await client.query("begin");
      const analysed = await client.query<{ "QUERY PLAN": [{ "Execution Time": number }] }>(
        `explain (analyze, format json) ${query.sql}`, query.params,
      );
      timings[name] = `${analysed.rows[0]!["QUERY PLAN"][0]["Execution Time"].toFixed(2)} ms`;
    } finally {
      await client.query("rollback");
      client.release();
    }
    return nodes(rows[0]!["QUERY PLAN"][0].Plan);
  }

  /** Reads `index`, and never the whole of operations, callbacks or debts. */
  async function expectIndex(name: string, query: Query, index: string) {
    const found = await plan(name, query);
    const summary = found.map((n) => `${n["Node Type"]}${n["Relation Name"] ? ` on ${n["Relation Name"]}` : ""}${n["Index Name"] ? ` using ${n["Index Name"]}` : ""}`);
    const scans = found.filter((n) => n["Node Type"] === "Seq Scan" && ["operations", "callbacks", "debts", "operation_events"].includes(n["Relation Name"] ?? ""));
    expect(scans, summary.join(" · ")).toEqual([]);
    expect(found.map((n) => n["Index Name"]), summary.join(" · ")).toContain(index);
  }

  const raw = (statement: SQL): Query => dialect.sqlToQuery(statement);
  const limit = 50;

  it("the reconciler's pick-up reads the partial index of what may need it", async () => {
    await expectIndex("reconciler pick-up", dueOperationsQuery(db).toSQL(), "operations_reconcile_idx");
  });

  it("the operator's lists read their own index, newest first", async () => {
    await expectIndex("operator: flagged", allOperationsQuery(db, { flagged: true, limit }).toSQL(), "operations_flagged_created_idx");
    await expectIndex("operator: waiting", allOperationsQuery(db, { status: "waiting", limit }).toSQL(), "operations_in_flight_created_idx");
    await expectIndex("operator: unknown", allOperationsQuery(db, { status: "unknown", limit }).toSQL(), "operations_in_flight_created_idx");
    await expectIndex("operator: all", allOperationsQuery(db, { limit }).toSQL(), "operations_created_idx");
    await expectIndex(
      "operator: all, page 2",
      allOperationsQuery(db, { limit, cursor: encodeCursor(operationId) }).toSQL(),
      "operations_created_idx",
    );
    await expectIndex("operator: callbacks", callbacksQuery(db, { limit }).toSQL(), "callbacks_pkey");
    await expectIndex(
      "operator: callbacks of a payment",
      callbacksQuery(db, { limit, externalPaymentId: "ep-5000" }).toSQL(),
      "callbacks_payment_idx",
    );
    await expectIndex(
      "operator: callbacks received",
      callbacksQuery(db, { limit, outcome: "received", cursor: encodeIdCursor({ id: 150_000 }) }).toSQL(),
      "callbacks_outcome_idx",
    );
  });

  it("a user's history, first page and next, reads (user_id, created_at, id)", async () => {
    await expectIndex("history", historyQuery(db, [eq(schema.operations.userId, userId)], 20).toSQL(), "operations_user_created_idx");
    await expectIndex(
      "history, page 2",
      historyQuery(db, [eq(schema.operations.userId, userId), olderThan(operationId)], 20).toSQL(),
      "operations_user_created_idx",
    );
  });

  it("one operation by id, externalPaymentId or Idempotency-Key, and its timeline", async () => {
    await expectIndex("operation by id", ownOperationQuery(db, userId, operationId).toSQL(), "operations_pkey");
    await expectIndex("operation by externalPaymentId", byPaymentIdQuery(db, "ep-5000").toSQL(), "operations_external_payment_id_unique");
    await expectIndex("operation by key", byKeyQuery(db, userId, "key-5000").toSQL(), "operations_user_key_idx");
    await expectIndex("operation's events", ownEventsQuery(db, userId, operationId).toSQL(), "operation_events_operation_idx");
  });

  it("callbacks left behind, and the retention sweeps, read their indexes", async () => {
    await expectIndex("callbacks left behind", leftBehindQuery(db, 30_000, 50).toSQL(), "callbacks_outcome_idx");
    const periods = { callbackDays: 90, debtDays: 7, refusalDays: 30, closedAccountDays: 3650 };
    const statements = retentionStatements(new Date(), periods);
    await expectIndex("retention: callbacks", raw(statements.callbacks), "callbacks_received_at_idx");
    await expectIndex("retention: debts", raw(statements.debts), "debts_expires_idx");
  });

  it("a user's debts: the stale copies of a bill, and a debt's payments", async () => {
    const bill = { userId, companyCode: "AR-S-0003", modalityId: "m", queryData: [{ identifierName: "clientNumber", identifierValue: "7" }] };
    await expectIndex("debts: stale copies of a bill", forgetStaleQuery(db, bill).toSQL(), "debts_user_idx");
    await expectIndex("debts: a debt's payments", debtPaymentsQuery(db, userId, "debt-5000").toSQL(), "operations_debt_idx");
    const attempt = { debtId: "debt-q-1", companyCode: "AR-S-0003", identifiers: bill.queryData, amount: 100, currency: "ARS" };
    const since = new Date(Date.now() - 10 * 86_400_000);
    await expectIndex("duplicates: the same account and amount lately", accountPaymentsQuery(db, userId, attempt, since).toSQL(), "operations_user_created_idx");
    await expectIndex("debts: the account's payment lately, when none is pending", companyPaymentsQuery(db, userId, "AR-S-0003", since).toSQL(), "operations_user_created_idx");
  });
});
