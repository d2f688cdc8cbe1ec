// A provider callback stored and answered with one INSERT of its body on PostgreSQL (its own
// connection pool, a commit per request): the floor Saldo's callback endpoints are compared with.
import pg from "pg";

const pool = process.env.BENCH_DATABASE_URL ? new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 }) : null;

export const dynamic = "force-dynamic";

export async function POST(request) {
  if (!pool) return Response.json({ error: "BENCH_DATABASE_URL is not set" }, { status: 503 });
  const body = await request.text();
  await pool.query("insert into bench_callbacks (body) values ($1)", [body]);
  return Response.json({ status: "Confirm" });
}
