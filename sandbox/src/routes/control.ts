// /_sandbox: the control API tests and demos use to steer the simulator (sandbox/control-api.md).
// It needs no credentials: the sandbox only ever listens on this machine.
import { Hono } from "hono";
import { z } from "zod";
import { generateNotifications } from "../agenda";
import { getAccount } from "../bills";
import { findServiceCompany } from "../catalog";
import { fault } from "../errors";
import type { SandboxEnv } from "../http";
import { roundMoney } from "../ids";
import { operationView } from "../operations";
import { releaseHeld } from "../settle";

export const control = new Hono<SandboxEnv>();

const faultsPatch = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000),
    latencyPaths: z.array(z.string().startsWith("/")),
    errorRate: z.number().min(0).max(1),
    errorPaths: z.array(z.string().startsWith("/")),
    dropCallbacks: z.boolean(),
    duplicateCallbacks: z.number().int().min(0).max(200),
    outOfOrderCallbacks: z.boolean(),
    tokenTtlSeconds: z.number().int().min(1).nullable(),
    statusNotFoundForMs: z.number().int().min(0).max(3_600_000),
    holdSettlements: z.boolean(),
    stateWriteDelayMs: z.number().int().min(0).max(60_000),
  })
  .partial()
  .strict();

async function parse<T>(schema: z.ZodType<T>, request: Request): Promise<T> {
  const body: unknown = await request.json().catch(() => undefined);
  const result = schema.safeParse(body);
  if (!result.success) throw fault(400, "CTL04022", z.prettifyError(result.error));
  return result.data;
}

control.get("/health", (c) => {
  const state = c.get("state");
  return c.json({ status: "ok", now: state.clock.iso(), clockOffsetMs: state.clock.offset });
});

control.post("/reset", (c) => {
  c.get("state").reset();
  return c.json({ status: "reset" });
});

control.get("/faults", (c) => c.json(c.get("state").faults));

control.post("/faults", async (c) => {
  const state = c.get("state");
  state.faults = { ...state.faults, ...(await parse(faultsPatch, c.req.raw)) };
  return c.json(state.faults);
});

control.post("/settlements/release", (c) => c.json({ released: releaseHeld(c.get("state"), c.get("config")) }));

control.post("/tokens/expire", (c) => {
  const state = c.get("state");
  for (const id of state.issuedTokens) state.revokedTokens.add(id);
  return c.json({ expired: state.revokedTokens.size });
});

control.get("/stats", (c) => {
  const { logins, requests } = c.get("state").stats;
  return c.json({ logins, requests });
});

control.get("/stats/routes", (c) => c.json({ byRoute: c.get("state").stats.byRoute }));

control.post("/catalog/rename", async (c) => {
  const { companyCode, companyName } = await parse(
    z.object({ companyCode: z.string().min(1), companyName: z.string().min(1).max(120) }).strict(),
    c.req.raw,
  );
  c.get("state").renamed.set(companyCode, companyName);
  return c.json({ companyCode, companyName });
});

control.get("/callbacks", (c) => {
  const id = c.req.query("externalPaymentId");
  const callbacks = c.get("state").callbacks.filter((r) => !id || r.externalPaymentId === id);
  return c.json({ callbacks });
});

control.get("/operations", (c) => {
  const { clientUsername } = c.get("config");
  const operations = [...c.get("state").operations.values()].map((op) => ({
    kind: op.kind,
    ...operationView(op, clientUsername),
  }));
  return c.json({ operations });
});

control.get("/clock", (c) => {
  const { clock } = c.get("state");
  return c.json({ now: clock.iso(), offsetMs: clock.offset });
});

control.post("/clock/advance", async (c) => {
  const { seconds } = await parse(z.object({ seconds: z.number().positive().max(366 * 86_400) }), c.req.raw);
  const { clock } = c.get("state");
  clock.advance(seconds * 1000);
  return c.json({ now: clock.iso(), offsetMs: clock.offset });
});

control.post("/agenda/notify", async (c) => {
  const { externalClientId } = await parse(z.object({ externalClientId: z.string().min(1) }), c.req.raw);
  return c.json({ notifications: generateNotifications(c.get("state"), externalClientId) });
});

// The customer's paper bills: what a person reads off them (the issue date a company's date field
// asks for). Made on first sight, as a debt query would.
control.get("/bills/:companyCode/:identifier", async (c) => {
  const company = findServiceCompany(c.req.param("companyCode"));
  if (!company) throw fault(404, "XCX04325", "Company not found");
  const state = c.get("state");
  const account = getAccount(state.accounts, company, c.req.param("identifier"), state.clock.now());
  const bills = account.bills.map((b) => ({ issueDate: b.issueDate, expirationDate: b.expirationDate, concept: b.concept, expired: b.expired, paid: b.paid >= b.total }));
  await state.persist();
  return c.json({ bills });
});

const walletBalance = z.object({ currency: z.string().length(3), balance: z.number().min(0) });

control.post("/wallet", async (c) => {
  const { currency, balance } = await parse(walletBalance, c.req.raw);
  const wallet = c.get("state").wallets.find((w) => w.currency === currency);
  if (!wallet) throw fault(404, "CTL04040", `No wallet in ${currency}`);
  wallet.balance = roundMoney(balance, currency);
  return c.json(wallet);
});

// The wallet changes as the next payment arrives, before it is taken or settled: other spending
// at the provider, at the worst moment, with no gap a client's own reading could fall into.
control.post("/wallet/on-next-payment", async (c) => {
  const { currency, balance } = await parse(walletBalance, c.req.raw);
  const state = c.get("state");
  if (!state.wallets.some((w) => w.currency === currency)) throw fault(404, "CTL04040", `No wallet in ${currency}`);
  state.walletOnNextPayment = { currency, balance: roundMoney(balance, currency) };
  return c.json(state.walletOnNextPayment);
});
