// Changing the password from Perfil: the current one asked again (a wrong one changes nothing),
// the new one checked as at sign-up; this session and the others go on, the answer counts the
// others so the page can offer to end them, and a mail says it changed.
import { describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { PASSWORD, expectError, signUp } from "../support/auth-helpers";
import { waitForMail } from "../support/mailbox-process";
import { routeServers } from "../support/route-servers";

const NEW_PASSWORD = "a brand new passphrase";

describe("changing the password", () => {
  it("wants the current password, keeps every session, counts the others and mails the address", async () => {
    const email = uniqueEmail("change");
    const laptop = await signUp(email);
    const phone = new ApiClient();
    expect((await phone.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);

    const wrong = await laptop.post("/api/me/password", { current: "not it at all", password: NEW_PASSWORD });
    expectError(wrong, 400, "INVALID_INPUT");
    expect(wrong.body.error.details).toEqual({ current: ["wrong"] });
    expectError(await laptop.post("/api/me/password", { current: PASSWORD, password: "short" }), 400, "INVALID_INPUT");
    expectError(await laptop.post("/api/me/password", { current: PASSWORD, password: NEW_PASSWORD }, { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
    // Nothing changed yet.
    expect((await new ApiClient().post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);

    const changed = await laptop.post("/api/me/password", { current: PASSWORD, password: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ otherSessions: 2 });
    expectError(await new ApiClient().post("/api/auth/sign-in", { email, password: PASSWORD }), 401, "UNAUTHENTICATED");
    expect((await new ApiClient().post("/api/auth/sign-in", { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(200);

    const mail = await waitForMail(routeServers().mailboxUrl, email, { subject: /Cambiaste la contraseña|password was changed/ });
    expect(mail.text).toContain("desde tu perfil");
    expect(mail.text).not.toContain(NEW_PASSWORD);

    // The offer the page makes: the others signed out, this one kept.
    expect((await laptop.post("/api/me/sessions/end-others")).body).toEqual({ ended: 3 });
    expectError(await phone.get("/api/me"), 401, "UNAUTHENTICATED");
    expect((await laptop.get("/api/me")).status).toBe(200);
  });

  it("wants a session", async () => {
    expectError(await new ApiClient().post("/api/me/password", { current: PASSWORD, password: NEW_PASSWORD }), 401, "UNAUTHENTICATED");
  });
});
