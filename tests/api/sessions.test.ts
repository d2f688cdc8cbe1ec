// Where the account is signed in: every sign-in is a session the user can see (browser and system
// from its User-Agent, address, first and last seen, this device marked) and end, one or all the
// others, from any device; a sign-in from a device new to the account mails its verified address
// a notice whose link ends that session. On both databases: a session is a row, and the app keeps
// copies of the rows it read lately.
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { PASSWORD, expectError, meWithCookie, signUp, verifyEmail } from "../support/auth-helpers";
import { messagesTo, waitForMail } from "../support/mailbox-process";
import { routeServers } from "../support/route-servers";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NEW_DEVICE = /^(Nuevo inicio de sesión|New sign-in)/;
const mailbox = () => routeServers().mailboxUrl;

type Listed = { id: string; browser: string | null; system: string | null; kind: string | null; address: string | null; createdAt: string; lastSeenAt: string; current: boolean };
const listOf = async (client: ApiClient) => {
  const response = await client.get<{ sessions: Listed[] }>("/api/me/sessions");
  expect(response.status).toBe(200);
  return response.body.sessions;
};

/** A documentation address written as the app writes addresses (no leading zeros), to compare with. */
const plainAddress = () => `2001:db8:${Array.from({ length: 6 }, () => randomInt(0x1000, 0x10000).toString(16)).join(":")}`;

async function signIn(email: string, userAgent = IPHONE): Promise<ApiClient> {
  const client = new ApiClient(undefined, plainAddress());
  expect((await client.request("POST", "/api/auth/sign-in", { email, password: PASSWORD }, { "user-agent": userAgent })).status).toBe(200);
  return client;
}

describe("sessions", () => {
  it("lists where the account is signed in, this device first, with browser, system, address and times", async () => {
    const email = uniqueEmail("list");
    const laptop = await signUp(email, new ApiClient());
    const phone = await signIn(email);
    const sessions = await listOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true });
    expect(sessions[1]).toMatchObject({ current: false, browser: "Safari 18", system: "iOS 18", kind: "mobile", address: phone.address });
    for (const s of sessions) {
      expect(Date.parse(s.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // The phone sees the same two, itself first.
    expect((await listOf(phone)).map((s) => [s.id, s.current])).toEqual([[sessions[1]!.id, true], [sessions[0]!.id, false]]);
  });

  it("ends one other session, which is signed out at its next request; not this one, nor another user's", async () => {
    const email = uniqueEmail("end-one");
    const laptop = await signUp(email);
    const phone = await signIn(email);
    const stranger = await signUp(uniqueEmail("stranger"));
    const [mine, other] = await listOf(laptop);
    const [strangers] = await listOf(stranger);

    expectError(await laptop.request("DELETE", `/api/me/sessions/${mine!.id}`), 409, "CONFLICT");
    expectError(await laptop.request("DELETE", `/api/me/sessions/${strangers!.id}`), 404, "NOT_FOUND");
    expectError(await laptop.request("DELETE", "/api/me/sessions/not-a-session"), 404, "NOT_FOUND");
    expect((await stranger.get("/api/me")).status).toBe(200);

    expect((await laptop.request("DELETE", `/api/me/sessions/${other!.id}`)).status).toBe(204);
    expectError(await phone.get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await laptop.request("DELETE", `/api/me/sessions/${other!.id}`), 404, "NOT_FOUND");
    expect((await listOf(laptop)).map((s) => s.id)).toEqual([mine!.id]);
  });

  it("signs out every other device at once, and keeps this one", async () => {
    const email = uniqueEmail("end-others");
    const laptop = await signUp(email);
    const phones = [await signIn(email), await signIn(email, WINDOWS)];
    expect((await laptop.post("/api/me/sessions/end-others")).body).toEqual({ ended: 2 });
    for (const phone of phones) expectError(await phone.get("/api/me"), 401, "UNAUTHENTICATED");
    expect((await laptop.get("/api/me")).status).toBe(200);
    expect((await laptop.post("/api/me/sessions/end-others")).body).toEqual({ ended: 0 });
  });

  it("wants a session, and refuses a cross-site end", async () => {
    const anonymous = new ApiClient();
    expectError(await anonymous.get("/api/me/sessions"), 401, "UNAUTHENTICATED");
    expectError(await anonymous.post("/api/me/sessions/end-others"), 401, "UNAUTHENTICATED");
    const email = uniqueEmail("cross-site");
    const laptop = await signUp(email);
    const phone = await signIn(email);
    expectError(await laptop.post("/api/me/sessions/end-others", {}, { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
    expect((await phone.get("/api/me")).status).toBe(200);
  });

  it("mails a verified address of a sign-in from a new device, whose link ends that session once", async () => {
    const email = uniqueEmail("new-device");
    const laptop = await signUp(email);
    await verifyEmail(laptop, mailbox(), email);
    // The device that signed up is known: signing in there again mails nothing.
    expect((await laptop.post("/api/auth/sign-out")).status).toBe(204);
    expect((await laptop.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);

    const phone = await signIn(email, `${IPHONE} <b>Hacked</b>`);
    const mail = await waitForMail(mailbox(), email, { subject: NEW_DEVICE });
    expect(mail.text).toContain("Safari 18");
    expect(mail.text).toContain("iOS 18");
    expect(mail.text).toContain(phone.address);
    expect(mail.text + mail.html).not.toContain("Hacked");
    const link = new URL(mail.links.find((l) => l.includes("/session-end"))!);
    expect(link.origin).toBe(routeServers().appUrl);
    const token = link.searchParams.get("token")!;
    // Opening the link changes nothing (mail scanners fetch links); its button's POST does.
    expect((await new ApiClient().get(`/session-end?token=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(200);

    const anyone = new ApiClient();
    expect((await anyone.post("/api/auth/session-end", { token })).body).toEqual({ ended: true });
    expectError(await phone.get("/api/me"), 401, "UNAUTHENTICATED");
    expect((await laptop.get("/api/me")).status).toBe(200);
    expect((await anyone.post("/api/auth/session-end", { token })).body).toEqual({ ended: false });
    expectError(await anyone.post("/api/auth/session-end", { token: `${token}x` }), 400, "INVALID_INPUT");
    expectError(await anyone.post("/api/auth/session-end", {}), 400, "INVALID_INPUT");

    // The phone, now a device the account knows, signs in again without a mail.
    const before = (await messagesTo(mailbox(), email)).filter((m) => NEW_DEVICE.test(m.subject)).length;
    expect((await phone.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await messagesTo(mailbox(), email)).filter((m) => NEW_DEVICE.test(m.subject))).toHaveLength(before);
  });

  it("mails no one about a sign-in to an account whose address is not verified", async () => {
    const email = uniqueEmail("unverified");
    await signUp(email);
    await signIn(email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await messagesTo(mailbox(), email)).filter((m) => NEW_DEVICE.test(m.subject))).toEqual([]);
  });

  it("ends every session with a password reset, and lists only the new one after", async () => {
    const email = uniqueEmail("reset-ends");
    const laptop = await signUp(email);
    const phone = await signIn(email);
    expect((await new ApiClient().post("/api/auth/password-reset", { email })).status).toBe(202);
    const mail = await waitForMail(mailbox(), email, { subject: /^(Restablecé|Reset)/ });
    const token = new URL(mail.links.find((l) => l.includes("/reset-password"))!).searchParams.get("token");
    expect((await new ApiClient().post("/api/auth/password-reset/confirm", { token, password: "a new horse battery" })).status).toBe(204);
    expectError(await laptop.get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await meWithCookie(phone.cookieHeader()), 401, "UNAUTHENTICATED");
    const again = new ApiClient();
    expect((await again.post("/api/auth/sign-in", { email, password: "a new horse battery" })).status).toBe(200);
    expect((await listOf(again)).map((s) => s.current)).toEqual([true]);
  });
});
