// "Cerrar mi cuenta": refused while a payment is in flight (naming it) and with a wrong password,
// changing nothing; then closed: signed out everywhere, sign-in answered "this account was closed",
// autopay off, the provider's adhesions paused, the profile emptied while the operations stay, a
// mail confirms it, and the address signs up anew as a new account.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, sandboxControl, uniqueEmail } from "../support/api-client";
import { PASSWORD, expectError, signUp, verifyEmail } from "../support/auth-helpers";
import { waitForMail } from "../support/mailbox-process";
import { EDENOR, NO_FAULTS, billBody, payBill, queryDebt, testNumber, waitForOperation } from "../support/payment-helpers";
import { routeServers } from "../support/route-servers";
import { confirming } from "../support/second-look";

type ProviderAdhesion = { agendaId: string; isAdhered: boolean; isAutomaticDebit: boolean };

describe("closing an account", () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: routeServers().databaseUrl });
    await db.connect();
  });
  afterAll(() => db?.end());

  it("waits for payments in flight, wants the password, then closes the account and keeps its operations only", async () => {
    const email = uniqueEmail("closing");
    const laptop = await signUp(email);
    await verifyEmail(laptop, routeServers().mailboxUrl, email);
    const userId = (await laptop.get("/api/me")).body.user.id as string;
    const saved = await laptop.post("/api/agenda/adhesions", { ...EDENOR, queryData: [{ identifierName: "clientNumber", identifierValue: testNumber(1) }], alias: "Casa" });
    expect(saved.status).toBe(201);
    const agendaId = saved.body.adhesion.agendaId as string;
    expect((await confirming(laptop, "PUT", `/api/agenda/adhesions/${encodeURIComponent(agendaId)}/autopay`, { enabled: true, cap: 50_000, noticeDays: 3 })).status).toBe(200);
    const phone = new ApiClient();
    expect((await phone.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);

    // A payment the provider holds as processing: closing waits for it, and says which.
    await sandboxControl("/faults", { ...NO_FAULTS, holdSettlements: true });
    let held: string;
    try {
      const paid = await payBill(laptop, billBody(await queryDebt(laptop, 1)));
      held = paid.body.operation.id as string;
      await waitForOperation(laptop, held, (op) => op.status === "processing");
      const refused = await laptop.post("/api/me/close", { password: PASSWORD });
      expectError(refused, 409, "PAYMENT_IN_FLIGHT");
      expect(refused.body.error.details.payments).toEqual([expect.objectContaining({ id: held, companyName: "EDENOR" })]);
    } finally {
      await sandboxControl("/faults", { ...NO_FAULTS, holdSettlements: false });
      await sandboxControl("/settlements/release", {});
    }
    await waitForOperation(laptop, held, (op) => op.status === "confirmed");

    expectError(await laptop.post("/api/me/close", { password: "not my password" }), 400, "INVALID_INPUT");
    expectError(await laptop.post("/api/me/close", {}), 400, "INVALID_INPUT");
    expectError(await laptop.post("/api/me/close", { password: PASSWORD }, { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
    // Nothing changed so far.
    expect((await phone.get("/api/me")).status).toBe(200);
    expect((await laptop.get("/api/agenda/adhesions")).body.adhesions).toHaveLength(1);

    const closed = await laptop.post("/api/me/close", { password: PASSWORD });
    expect(closed.status).toBe(204);
    expect(closed.headers.getSetCookie().some((line) => /^__Host-saldo_session=;.*max-age=0/i.test(line))).toBe(true);
    expectError(await laptop.get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await phone.get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await new ApiClient().post("/api/auth/sign-in", { email, password: PASSWORD }), 410, "ACCOUNT_CLOSED");

    // At the provider nothing more is reminded or charged.
    const { adhesions } = await sandboxControl<{ adhesions: ProviderAdhesion[] }>(`/agenda/adhesions?externalClientId=${userId}`);
    expect(adhesions.length).toBeGreaterThan(0);
    for (const a of adhesions) expect(a).toMatchObject({ isAdhered: false, isAutomaticDebit: false });

    // Emptied: no address, name or password; no saved account, autopay, session or preference.
    const { rows: [user] } = await db.query("select email, name, password_hash, closed_at, closed_email_hash from users where id = $1", [userId]);
    expect(user.email).not.toContain(email.split("@")[0]);
    expect(user).toMatchObject({ name: "", password_hash: "!closed", closed_at: expect.any(Date), closed_email_hash: expect.any(String) });
    for (const table of ["saved_accounts", "autopay_settings", "sessions", "notification_preferences", "push_subscriptions", "user_notifications"]) {
      expect((await db.query(`select count(*)::int as n from ${table} where user_id = $1`, [userId])).rows[0].n, table).toBe(0);
    }
    // The operations stay, for the retention period, out of the user's reach.
    expect((await db.query("select count(*)::int as n from operations where user_id = $1", [userId])).rows[0].n).toBe(1);

    await waitForMail(routeServers().mailboxUrl, email, { subject: /Cerraste tu cuenta|You closed your account/ });

    // The address signs up anew: a new account, with nothing of the old one.
    const again = await signUp(email);
    const fresh = (await again.get("/api/me")).body.user;
    expect(fresh.id).not.toBe(userId);
    expect((await again.get("/api/operations")).body.operations).toEqual([]);
  });

  it("wants a session", async () => {
    expectError(await new ApiClient().post("/api/me/close", { password: PASSWORD }), 401, "UNAUTHENTICATED");
  });
});
