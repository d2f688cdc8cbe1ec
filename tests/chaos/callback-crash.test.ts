// The provider's signed callbacks for a few hundred in-flight payments, sent from 50 connections,
// and the app killed with SIGKILL a third of the way through, on the embedded database and on
// PostgreSQL. Every callback it answered was stored by then (callbacks arriving together share one
// commit, and each is answered only after it); after a restart, the ones it left unapplied are
// applied, the provider's retries of the unanswered ones too, and each payment is confirmed
// exactly once, by its callback.
import { randomInt } from "node:crypto";
import { describe, expect, it, beforeAll } from "vitest";
import { useAbuseSandbox } from "../support/abuse-apps";
import { GOOD_HEADERS } from "../support/callback-helpers";
import { sendFrom, tally, type CallbackPost, type Timed } from "../support/callback-load";
import { printTable } from "../support/chaos-figures";
import { ChaosUser } from "../support/chaos-client";
import { embeddedDatabase, serverDatabase, type ChaosDatabase } from "../support/chaos-databases";
import { planIntent, runIntent, type Intent } from "../support/chaos-workload";

const abuse = useAbuseSandbox();

describe.each([
  ["the embedded database", "PGlite"],
  ["PostgreSQL", "PostgreSQL"],
] as const)("a kill -9 during a burst of callbacks on %s", (_name, label) => {
  const PAYMENTS = 240;
  const CONNECTIONS = 50;
  /** The kill comes once this many callbacks were answered. */
  const KILL_AFTER = 80;

  type Row = { external_payment_id: string; status: string; confirmed: number; sources: string; stored: number };
  let made: string[] = [];
  const answered = new Set<string>();
  const answers: Timed[] = [];
  let storedAtKill = new Set<string>();
  let rows: Row[] = [];

  const rowsQuery = `select o.external_payment_id, o.status,
      (select count(*) from operation_events e where e.operation_id = o.id and e.to_status = 'confirmed')::int as confirmed,
      coalesce((select string_agg(e.source, ',') from operation_events e where e.operation_id = o.id and e.to_status = 'confirmed'), '') as sources,
      (select count(*) from callbacks c where c.external_payment_id = o.external_payment_id)::int as stored
    from operations o`;

  beforeAll(async () => {
    const database: ChaosDatabase = label === "PGlite" ? embeddedDatabase() : await serverDatabase("callbackcrash");
    abuse.onCleanup(database.drop);
    // The reconciler's first status read is 10 min after a payment (the abuse apps' setting): only callbacks settle here.
    const { app, dataDir, operator } = await abuse.startAppWith(database.env);
    const users = await Promise.all(Array.from({ length: 4 }, () => new ChaosUser().signUp(app.url)));
    const intents: Intent[] = Array.from({ length: PAYMENTS }, (_, n) => ({
      ...planIntent(n, "setup"), kind: "topup", digit: 5, identifier: `${randomInt(100_000_000, 999_999_999)}5`, mode: "single",
    }));
    const instance = { name: "app", url: app.url };
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      for (let n = next++; n < intents.length; n = next++) await runIntent(intents[n]!, users[n % users.length]!, { next: () => instance, other: () => instance });
    }));
    made = intents.flatMap((i) => i.attempts.filter((a) => a.status === 202 && a.externalPaymentId).map((a) => a.externalPaymentId!));

    const wanted = new Set(made);
    let signed: { path: string; externalPaymentId: string; body: string; copy: number }[] = [];
    for (const deadline = Date.now() + 30_000; signed.length < wanted.size && Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
      const { callbacks } = await abuse.sandbox().control<{ callbacks: typeof signed }>("/callbacks");
      signed = callbacks.filter((c) => c.copy === 0 && wanted.has(c.externalPaymentId));
    }
    const posts: (CallbackPost & { epid: string })[] = signed.map((c) => ({ path: c.path, headers: GOOD_HEADERS, body: c.body, epid: c.externalPaymentId }));

    let killing: Promise<void> | null = null;
    await sendFrom(app.url, CONNECTIONS, (n) => posts[n] ?? null, (n, _post, answer) => {
      answers.push(answer);
      if (answer.status === 200) answered.add(posts[n]!.epid);
      if (answered.size >= KILL_AFTER) killing ??= app.kill("SIGKILL");
    });
    await killing;

    storedAtKill = new Set(await database.read(dataDir, (query) => query<{ epid: string }>("select distinct external_payment_id as epid from callbacks")).then((r) => r.map((x) => x.epid)));

    // Started again on the same data, its reconciler sweeping up what was left unapplied within a
    // second or so (the payments' own status reads stay 10 min away); the provider sends again what
    // got no answer.
    const again = await abuse.restartApp(dataDir, Number(new URL(app.url).port), { ...database.env, RECONCILE_BASE_DELAY_MS: "200", RECONCILE_INTERVAL_MS: "250" });
    const unanswered = posts.filter((p) => !answered.has(p.epid));
    await sendFrom(again.url, 10, (n) => unanswered[n] ?? null, (_n, _post, answer) => answers.push(answer));
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const { body } = await operator.request(again.url, "GET", "/api/operator/callbacks?outcome=received&limit=1");
      if ((body as { callbacks: unknown[] }).callbacks.length === 0) break;
    }
    await again.stop();
    const ours = new Set(made);
    rows = (await database.read(dataDir, (query) => query<Row>(rowsQuery))).filter((r) => ours.has(r.external_payment_id));

    printTable(`A kill -9 during a burst of callbacks (${label})`, {
      "in-flight payments": `${made.length} of ${PAYMENTS}`,
      "answered before the kill": `${answered.size} (kill after ${KILL_AFTER}); stored by then: ${storedAtKill.size}`,
      "answers": tally(answers, (a) => String(a.status ?? "none")),
      "operations": tally(rows, (r) => `${r.status} (${r.confirmed} confirmed by ${r.sources || "none"})`),
    });
  }, 240_000);

  it("had every payment in flight and was killed mid-burst", () => {
    expect(made).toHaveLength(PAYMENTS);
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.size).toBeLessThan(made.length);
  });

  it("had stored every callback it answered before it was killed", () => {
    const lost = [...answered].filter((epid) => !storedAtKill.has(epid));
    expect(lost, `${lost.length} answered callbacks not stored`).toEqual([]);
  });

  it("confirms every payment exactly once, by its callback, after the restart", () => {
    const wrong = rows.filter((r) => r.status !== "confirmed" || r.confirmed !== 1 || r.sources !== "callback");
    expect(wrong.slice(0, 10), `${wrong.length} payments not confirmed exactly once by their callback`).toEqual([]);
    expect(rows).toHaveLength(made.length);
  });
});
