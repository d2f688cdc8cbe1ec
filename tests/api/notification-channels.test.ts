// Notices say how Saldo reached the user, never the provider's informative channel list (EMAIL, SMS,
// PUSH: Saldo sends none of those on the provider's behalf). What a notice was delivered by is what
// the reminders actually handed over: in-app always, email to a verified address, push to a device.
import { describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { sandboxControl, signedUpUser, type ApiClient } from "../support/api-client";
import { verifyEmail } from "../support/auth-helpers";
import { operator } from "../support/callback-helpers";
import { testNumber } from "../support/payment-helpers";
import { routeServers } from "../support/route-servers";

const COMPANY = "AR-S-0003"; // EDENOR: its account modality can be scheduled
const NO_QUIET = { quietStart: "00:00", quietEnd: "00:00" };
type Notice = Record<string, unknown> & { deliveredBy: string[] };

/** A user with one saved account, email and push on, no device subscribed; the address verified if asked. */
async function userWithAccount(prefix: string, verified: boolean): Promise<{ client: ApiClient; id: string }> {
  const client = await signedUpUser(prefix);
  const me = (await client.get("/api/me")).body.user;
  if (verified) await verifyEmail(client, routeServers().mailboxUrl, me.email);
  const { body } = await client.get(`/api/companies/services/${COMPANY}`);
  const modality = (body.company.modalities as { modalityId: string; isSchedulable: boolean }[]).find((m) => m.isSchedulable)!;
  const added = await client.post("/api/agenda/adhesions", {
    companyCode: COMPANY, modalityId: modality.modalityId, queryData: [{ identifierName: "clientNumber", identifierValue: testNumber(1) }], alias: "Casa",
  });
  expect(added.status).toBe(201);
  expect((await client.request("PUT", "/api/me/notification-preferences", { email: true, push: true, ...NO_QUIET })).status).toBe(200);
  return { client, id: me.id };
}

const notices = async (client: ApiClient) => {
  const response = await client.get("/api/notifications");
  expect(response.status).toBe(200);
  return response.body.notifications as Notice[];
};

/**
 * Runs the reminders scan and waits until each reminder has a delivery for every channel the user
 * has on and none is queued any more. The scan writes the in-app delivery first and claims email
 * and push after it, so "nothing queued" alone can hold before those are claimed.
 */
async function remind(client: ApiClient, channels: string[]) {
  expect((await (await operator()).post("/api/operator/jobs/run", { task: "reminders.scan" })).status).toBe(202);
  await expect
    .poll(async () => {
      const reminders = (await client.get("/api/reminders")).body.reminders as { deliveries: { channel: string; state: string }[] }[];
      return reminders.length > 0 && reminders.every((r) =>
        channels.every((channel) => r.deliveries.some((d) => d.channel === channel)) && r.deliveries.every((d) => d.state !== "queued"));
    }, { timeout: 20_000 })
    .toBe(true);
}

describe("GET /api/notifications", () => {
  it("leaves out the provider's channels and says nothing was delivered before Saldo sent anything", async () => {
    const { client, id } = await userWithAccount("channels-before", false);
    await sandboxControl("/agenda/notify", { externalClientId: id });
    const list = await notices(client);
    expect(list.length).toBeGreaterThan(0);
    for (const notice of list) {
      expect(notice).not.toHaveProperty("channels");
      expect(notice.deliveredBy).toEqual([]);
    }
    expect(JSON.stringify(list)).not.toMatch(/"(SMS|EMAIL|PUSH)"/);
  });

  it("says in-app and email once the reminder went out, and not push when no device took it", async () => {
    const { client, id } = await userWithAccount("channels-after", true);
    await sandboxControl("/agenda/notify", { externalClientId: id });
    await remind(client, ["in_app", "email", "push"]);
    const list = await notices(client);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((n) => n.deliveredBy)).toContainEqual(["in_app", "email"]);
    expect(list.flatMap((n) => n.deliveredBy)).not.toContain("push");
  });
});

describe("GET /api/operator/users/{id}/notifications", () => {
  it("keeps the provider's channel lists for operators, and only for them", async () => {
    const { client, id } = await userWithAccount("channels-operator", false);
    await sandboxControl("/agenda/notify", { externalClientId: id });
    const response = await (await operator()).get(`/api/operator/users/${id}/notifications`);
    expect(response.status).toBe(200);
    const list = response.body.notifications as { channels: string[] }[];
    expect(list.length).toBeGreaterThan(0);
    for (const notice of list) expect(notice.channels.every((c) => ["EMAIL", "SMS", "PUSH"].includes(c))).toBe(true);
    expectError(await client.get(`/api/operator/users/${id}/notifications`), 403, "FORBIDDEN");
  });
});
