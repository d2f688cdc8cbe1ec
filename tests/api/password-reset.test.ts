// Password reset and email verification through the real app and the real mail catcher
// (sandbox/mail): the mail arrives over SMTP, the test reads it from the catcher's JSON API and
// follows its link as a person would.
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { PASSWORD, expectError, signUp } from "../support/auth-helpers";
import { messagesTo, waitForMail, type MailMessage } from "../support/mailbox-process";
import { routeServers } from "../support/route-servers";

const mailbox = routeServers().mailboxUrl;
const NEW_PASSWORD = "a brand new passphrase";
const RESET_SUBJECT = /Restablecé tu contraseña|Reset your password/;
const VERIFY_SUBJECT = /Confirm/i;

const tokenIn = (mail: MailMessage, path: string): string => {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  expect(link, `a ${path} link in the mail`).toBeDefined();
  const url = new URL(link!);
  // APP_URL: the links point at the app itself.
  expect(url.origin).toBe(routeServers().appUrl);
  return url.searchParams.get("token") ?? "";
};

async function askReset(email: string, client = new ApiClient()) {
  const response = await client.post("/api/auth/password-reset", { email });
  expect(response.status).toBe(202);
  expect(response.body).toEqual({ sent: true });
  return response;
}

describe("POST /api/auth/password-reset", () => {
  it("answers the same 202 for an unknown email, and mails nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const known = uniqueEmail("somebody");
    await signUp(known);
    const a = await askReset(unknown);
    const b = await askReset(known);
    expect(JSON.stringify(a.body)).toBe(JSON.stringify(b.body));
    expect(a.headers.get("content-length")).toBe(b.headers.get("content-length"));
    await waitForMail(mailbox, known, { subject: RESET_SUBJECT });
    expect(await messagesTo(mailbox, unknown)).toEqual([]);
  });

  it("mails a link with a plain-text and an HTML part, loading nothing from elsewhere", async () => {
    const email = uniqueEmail("parts");
    await signUp(email);
    await askReset(email);
    const mail = await waitForMail(mailbox, email, { subject: RESET_SUBJECT });
    expect(mail.from).toContain("no-reply@saldo.test");
    expect(mail.text).toContain("/reset-password?token=");
    expect(mail.html).toContain("/reset-password?token=");
    expect(mail.html).not.toMatch(/<img|<link|@import|url\(/i);
    expect(tokenIn(mail, "/reset-password")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a bad email with 400 and a 4th request for one email within the hour with 429", async () => {
    expectError(await new ApiClient().post("/api/auth/password-reset", { email: "not-an-email" }), 400, "INVALID_INPUT");
    const email = uniqueEmail("flood");
    for (let i = 0; i < 3; i++) await askReset(email);
    const refused = await new ApiClient().post("/api/auth/password-reset", { email });
    expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the new password, ends every old session, and spends the link once", async () => {
    const email = uniqueEmail("reset");
    const old = await signUp(email);
    expect((await old.get("/api/me")).status).toBe(200);

    await askReset(email);
    const token = tokenIn(await waitForMail(mailbox, email, { subject: RESET_SUBJECT }), "/reset-password");
    const browser = new ApiClient();
    const confirmed = await browser.post("/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(confirmed.status).toBe(204);

    // The session from before the reset is dead; the old password no longer works; the new one does.
    expectError(await old.get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await new ApiClient().post("/api/auth/sign-in", { email, password: PASSWORD }), 401, "UNAUTHENTICATED");
    expect((await new ApiClient().post("/api/auth/sign-in", { email, password: NEW_PASSWORD })).status).toBe(200);

    // The same link again: refused, and the password stays the one just set.
    const again = await browser.post("/api/auth/password-reset/confirm", { token, password: "yet another passphrase" });
    expectError(again, 400, "INVALID_INPUT");
    expect(again.body.error.details).toEqual({ token: ["used"] });
    expect((await new ApiClient().post("/api/auth/sign-in", { email, password: NEW_PASSWORD })).status).toBe(200);

    // A notice that the password changed follows, through the job queue, with no token in it.
    const notice = await waitForMail(mailbox, email, { subject: /Cambiaste|was changed/, timeoutMs: 15_000 });
    expect(notice.links.every((l) => !l.includes("token="))).toBe(true);
  });

  it("refuses a link that was replaced by a newer one as expired, changing nothing", async () => {
    const email = uniqueEmail("replaced");
    await signUp(email);
    await askReset(email);
    const first = tokenIn(await waitForMail(mailbox, email, { subject: RESET_SUBJECT }), "/reset-password");
    await askReset(email);
    const second = tokenIn(await waitForMail(mailbox, email, { subject: RESET_SUBJECT, count: 2 }), "/reset-password");
    expect(second).not.toBe(first);
    const refused = await new ApiClient().post("/api/auth/password-reset/confirm", { token: first, password: NEW_PASSWORD });
    expectError(refused, 400, "INVALID_INPUT");
    expect(refused.body.error.details).toEqual({ token: ["expired"] });
    expect((await new ApiClient().post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
    expect((await new ApiClient().post("/api/auth/password-reset/confirm", { token: second, password: NEW_PASSWORD })).status).toBe(204);
  });

  it("lets one of two simultaneous confirmations with one link win", async () => {
    const email = uniqueEmail("race");
    await signUp(email);
    await askReset(email);
    const token = tokenIn(await waitForMail(mailbox, email, { subject: RESET_SUBJECT }), "/reset-password");
    const passwords = ["first racing passphrase", "second racing passphrase"];
    const answers = await Promise.all(passwords.map((password) => new ApiClient().post("/api/auth/password-reset/confirm", { token, password })));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    const winner = passwords[answers.findIndex((a) => a.status === 204)]!;
    const loser = passwords.find((p) => p !== winner)!;
    expect((await new ApiClient().post("/api/auth/sign-in", { email, password: winner })).status).toBe(200);
    expectError(await new ApiClient().post("/api/auth/sign-in", { email, password: loser }), 401, "UNAUTHENTICATED");
  });

  it("refuses a made-up token and a short password, naming the field", async () => {
    const made = await new ApiClient().post("/api/auth/password-reset/confirm", { token: "A".repeat(43), password: NEW_PASSWORD });
    expectError(made, 400, "INVALID_INPUT");
    expect(made.body.error.details).toEqual({ token: ["invalid"] });
    const short = await new ApiClient().post("/api/auth/password-reset/confirm", { token: "A".repeat(43), password: "short" });
    expectError(short, 400, "INVALID_INPUT");
    expect(Object.keys(short.body.error.details)).toEqual(["password"]);
  });

  it.runIf(inject("dbKind") === "postgres")("refuses a link past its 30 minutes", async () => {
    const email = uniqueEmail("expired");
    await signUp(email);
    await askReset(email);
    const token = tokenIn(await waitForMail(mailbox, email, { subject: RESET_SUBJECT }), "/reset-password");
    const client = new pg.Client({ connectionString: routeServers().databaseUrl });
    await client.connect();
    try {
      // Thirty-one minutes later, as the database's clock sees it.
      await client.query(
        `update auth_tokens set created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes'
         where user_id = (select id from users where email = $1) and purpose = 'password_reset'`,
        [email],
      );
    } finally {
      await client.end();
    }
    const refused = await new ApiClient().post("/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
    expectError(refused, 400, "INVALID_INPUT");
    expect(refused.body.error.details).toEqual({ token: ["expired"] });
    expect((await new ApiClient().post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
  });
});

describe("email verification", () => {
  it("mails a link at sign-up that verifies the address once, on POST only", async () => {
    const email = uniqueEmail("verify");
    const client = await signUp(email);
    const mail = await waitForMail(mailbox, email, { subject: VERIFY_SUBJECT });
    expect(mail.text).toContain("/verify-email?token=");
    const token = tokenIn(mail, "/verify-email");

    // Opening the page (as a mail scanner would) spends nothing.
    expect((await fetch(`${routeServers().appUrl}/verify-email?token=${token}`)).status).toBe(200);
    expect((await new ApiClient().post("/api/auth/verify-email", { token })).status).toBe(204);
    const again = await new ApiClient().post("/api/auth/verify-email", { token });
    expectError(again, 400, "INVALID_INPUT");
    expect(again.body.error.details).toEqual({ token: ["used"] });

    // Verified: asking for another link is a conflict.
    expectError(await client.post("/api/auth/verify-email/resend"), 409, "CONFLICT");
  });

  it("mails a new link on request, for signed-in users only, a few times an hour", async () => {
    expectError(await new ApiClient().post("/api/auth/verify-email/resend"), 401, "UNAUTHENTICATED");
    const email = uniqueEmail("resend");
    const client = await signUp(email);
    await waitForMail(mailbox, email, { subject: VERIFY_SUBJECT });
    for (let i = 0; i < 3; i++) expect((await client.post("/api/auth/verify-email/resend")).status).toBe(202);
    await waitForMail(mailbox, email, { subject: VERIFY_SUBJECT, count: 4 });
    expectError(await client.post("/api/auth/verify-email/resend"), 429, "RATE_LIMITED");
  });

  it("counts a password reset as a verified address", async () => {
    const email = uniqueEmail("reset-verifies");
    const client = await signUp(email);
    const verifyToken = tokenIn(await waitForMail(mailbox, email, { subject: VERIFY_SUBJECT }), "/verify-email");
    await askReset(email);
    const token = tokenIn(await waitForMail(mailbox, email, { subject: RESET_SUBJECT }), "/reset-password");
    expect((await client.post("/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD })).status).toBe(204);
    const signedIn = new ApiClient();
    expect((await signedIn.post("/api/auth/sign-in", { email, password: NEW_PASSWORD })).status).toBe(200);
    expectError(await signedIn.post("/api/auth/verify-email/resend"), 409, "CONFLICT");
    // The verification link still works once (it changes nothing more).
    expect((await new ApiClient().post("/api/auth/verify-email", { token: verifyToken })).status).toBe(204);
  });
});
