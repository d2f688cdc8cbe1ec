// "Descargar mis datos": a user with one record of every kind asks for their data; the job makes
// a ZIP whose JSON holds every kind, the gift card's PIN masked and no secret, and whose CSV lists
// the movements; a mail says it is ready; only its owner downloads it; another user's records
// (made beside it, alike) are nowhere in it. On both databases: the file is bytes in the database,
// made by either job engine.
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { expectError, signUp, verifyEmail } from "../support/auth-helpers";
import { waitForMail } from "../support/mailbox-process";
import { billBody, buyGiftCard, payBill, queryDebt, waitForOperation } from "../support/payment-helpers";
import { routeServers } from "../support/route-servers";

type ExportView = { id: string; state: string; size: number | null; expiresAt: string | null };

/** A user with a bill paid (its account saved), a gift card, a complaint, preferences, an amount to confirm over and two sessions. */
async function userWithRecords(prefix: string) {
  const email = uniqueEmail(prefix);
  const client = await signUp(email);
  await verifyEmail(client, routeServers().mailboxUrl, email);
  const debt = await queryDebt(client, 1);
  const bill = await payBill(client, billBody(debt));
  expect([201, 202]).toContain(bill.status);
  const billOp = await waitForOperation(client, bill.body.operation.id, (op) => op.status === "confirmed");
  expect((await client.post(`/api/operations/${billOp.id}/account`, { alias: `${prefix} casa` })).status).toBe(201);
  const card = await buyGiftCard(client);
  expect(card.status).toBe(201);
  expect((await client.post(`/api/operations/${billOp.id}/complaints`, { reason: "WRONG_AMOUNT", note: `${prefix}: el monto no coincide` })).status).toBe(201);
  expect((await client.request("PUT", "/api/me/notification-preferences", { email: true, push: false, quietStart: "21:00", quietEnd: "07:00" })).status).toBe(200);
  expect((await client.request("PUT", "/api/me/confirm-over", { currency: "ARS", amount: 5_000 })).status).toBe(200);
  expect((await new ApiClient().post("/api/auth/sign-in", { email, password: "correct horse battery" })).status).toBe(200);
  return { email, client, billOp, cardId: card.body.operation.id as string };
}

async function readyExport(client: ApiClient): Promise<ExportView> {
  let ready: ExportView | undefined;
  await expect.poll(async () => {
    const { exports } = (await client.get<{ exports: ExportView[] }>("/api/me/data-exports")).body;
    ready = exports.find((e) => e.state === "ready");
    return exports.map((e) => e.state);
  }, { timeout: 20_000, interval: 250 }).toContain("ready");
  return ready!;
}

async function download(client: ApiClient, id: string): Promise<Response> {
  return fetch(`${routeServers().appUrl}/api/me/data-exports/${id}`, { headers: { cookie: client.cookieHeader(), "x-forwarded-for": client.address } });
}

describe("your data", () => {
  it("holds every kind of record the user has, and nothing of another user", async () => {
    const [me, other] = await Promise.all([userWithRecords("data-me"), userWithRecords("data-other")]);

    const asked = await me.client.post("/api/me/data-exports");
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ state: "preparing" });
    // Asking again while it is prepared answers the same one; once it is made, a new one begins.
    const again = (await me.client.post("/api/me/data-exports")).body.export as ExportView;
    const states = async () => ((await me.client.get("/api/me/data-exports")).body.exports as ExportView[]).map((e) => [e.id, e.state]);
    if (again.id !== asked.body.export.id) expect(await states()).toContainEqual([asked.body.export.id, "ready"]);
    await expect.poll(async () => (await states()).every(([, state]) => state === "ready"), { timeout: 20_000, interval: 250 }).toBe(true);
    const ready = ((await me.client.get("/api/me/data-exports")).body.exports as ExportView[]).find((e) => e.id === asked.body.export.id)!;
    expect(Date.parse(ready.expiresAt!) - Date.now()).toBeGreaterThan(6 * 86_400_000);

    const response = await download(me.client, ready.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="saldo-datos-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["movimientos.csv", "saldo-datos.json"]);
    const json = strFromU8(files["saldo-datos.json"]!);
    const data = JSON.parse(json);

    expect(data.profile).toMatchObject({ email: me.email, name: "Ana Pérez" });
    expect(data.notificationPreferences).toMatchObject({ quietStart: "21:00", quietEnd: "07:00", push: false });
    expect(data.confirmPaymentsOver).toEqual([expect.objectContaining({ currency: "ARS", amount: 5_000 })]);
    expect(data.savedAccounts.map((a: { nickname: string }) => a.nickname)).toEqual(["data-me casa"]);
    expect(data.operations.map((o: { id: string }) => o.id).sort()).toEqual([me.billOp.id, me.cardId].sort());
    const bill = data.operations.find((o: { id: string }) => o.id === me.billOp.id);
    expect(bill.receipt).not.toBeNull();
    expect(bill.history.length).toBeGreaterThan(0);
    const card = data.operations.find((o: { id: string }) => o.id === me.cardId);
    expect(card.giftCardPin).toMatch(/^[•-]+[0-9A-Za-z]{1,4}$/);
    expect(data.complaints).toHaveLength(1);
    expect(data.complaints[0]).toMatchObject({ operationId: me.billOp.id, note: "data-me: el monto no coincide" });
    expect(data.complaints[0].history.length).toBeGreaterThan(0);
    expect(data.sessions).toHaveLength(2);
    for (const kind of ["autopay", "reminders", "notices", "billsLookedUp", "pushDevices"]) expect(data, kind).toHaveProperty(kind);
    expect(data.billsLookedUp.length).toBeGreaterThan(0);
    expect(data.notices.length).toBeGreaterThanOrEqual(0);

    // No secret: no password hash, PIN in the clear, push keys, checkout keys or link hashes.
    expect(json).not.toMatch(/passwordHash|password_hash|\$argon2|pinCiphertext|p256dh|endTokenHash|idempotencyKey|requestHash/);
    // Nothing of the other user: their address, account, operations and complaint.
    for (const theirs of [other.email, "data-other casa", other.billOp.id, other.cardId, "data-other: el monto"]) expect(json).not.toContain(theirs);

    const csv = strFromU8(files["movimientos.csv"]!);
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("date,kind,origin,company,account,amount,currency,status,reason,operation");
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(me.billOp.id) && l.includes("EDENOR") && l.includes(",confirmed,"))).toBe(true);

    const mail = await waitForMail(routeServers().mailboxUrl, me.email, { subject: /datos de Saldo están listos|Saldo data is ready/ });
    expect(mail.links.some((l) => l.endsWith("/profile#your-data"))).toBe(true);

    // Only its owner downloads it.
    expect((await download(other.client, ready.id)).status).toBe(404);
    expect((await download(new ApiClient(), ready.id)).status).toBe(401);
    expectError(await me.client.get("/api/me/data-exports/not-an-id"), 404, "NOT_FOUND");
  });

  it("wants a session, and asks a few times an hour at most", async () => {
    expectError(await new ApiClient().post("/api/me/data-exports"), 401, "UNAUTHENTICATED");
    expectError(await new ApiClient().get("/api/me/data-exports"), 401, "UNAUTHENTICATED");
    const client = await signUp(uniqueEmail("data-limit"));
    for (let i = 0; i < 3; i++) {
      expect((await client.post("/api/me/data-exports")).status).toBe(202);
      await readyExport(client);
      await expect.poll(async () => ((await client.get("/api/me/data-exports")).body.exports as ExportView[]).every((e) => e.state === "ready"), { timeout: 20_000 }).toBe(true);
    }
    expectError(await client.post("/api/me/data-exports"), 429, "RATE_LIMITED");
  });
});
