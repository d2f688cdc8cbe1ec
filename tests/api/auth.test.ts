import { describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { PASSWORD, expectError, meWithCookie, sessionCookie, signUp } from "../support/auth-helpers";

describe("POST /api/auth/sign-up", () => {
  it("creates the account, signs it in with a hardened session cookie and answers 201", async () => {
    const client = new ApiClient();
    const email = uniqueEmail("new");
    const response = await client.post("/api/auth/sign-up", { email: `  ${email.toUpperCase()} `, password: PASSWORD, name: " Ana " });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ user: { id: expect.any(String), email, name: "Ana", country: "AR" } });

    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/", "secure"]));
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: { id: response.body.user.id, email, name: "Ana", country: "AR", isOperator: false } });
    expect(me.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses an email that is taken, whatever its case, with 409 EMAIL_TAKEN and no session", async () => {
    const email = uniqueEmail("taken");
    await signUp(email);
    const again = await new ApiClient().post("/api/auth/sign-up", { email: email.toUpperCase(), password: "another password 2", name: "Eve" });
    expectError(again, 409, "EMAIL_TAKEN");
    expect(sessionCookie(again)).toBeUndefined();
  });

  it("answers 400 INVALID_INPUT naming each bad field", async () => {
    const response = await new ApiClient().post("/api/auth/sign-up", { email: "not-an-email", password: "short", name: "" });
    expectError(response, 400, "INVALID_INPUT");
    expect(Object.keys(response.body.error.details).sort()).toEqual(["email", "name", "password"]);
    expect(response.body.error.details.password[0]).toMatch(/at least 10/);
  });

  it("answers 400 for a body that is not JSON", async () => {
    expectError(await new ApiClient().post("/api/auth/sign-up", "{oops"), 400, "INVALID_INPUT");
  });

  it("refuses a cross-site sign-up with 403 and creates no account", async () => {
    const email = uniqueEmail("csrf");
    const body = { email, password: PASSWORD, name: "Ana" };
    const client = new ApiClient();
    expectError(await client.post("/api/auth/sign-up", body, { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
    // The email is still free: the refused request created nothing.
    expect((await client.post("/api/auth/sign-up", body)).status).toBe(201);
  });

  it("refuses a POST without an Origin header with 403", async () => {
    const response = await fetch(`${new ApiClient().baseUrl}/api/auth/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("no-origin"), password: PASSWORD, name: "Ana" }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("CROSS_SITE_REQUEST");
  });
});

describe("POST /api/auth/sign-in", () => {
  it("signs in with a new session cookie each time, answering the user", async () => {
    const email = uniqueEmail("in");
    const client = await signUp(email);
    const before = client.cookieHeader();
    const response = await client.post("/api/auth/sign-in", { email: email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: { id: expect.any(String), email, name: "Ana Pérez", country: "AR" } });
    expect(sessionCookie(response)).toBeDefined();
    expect(client.cookieHeader()).not.toBe(before);
    expect((await client.get("/api/me")).body.user.email).toBe(email);
  });

  it("answers a wrong password and an unknown email with the same 401, saying neither which", async () => {
    const email = uniqueEmail("wrong");
    await signUp(email);
    const wrongPassword = await new ApiClient().post("/api/auth/sign-in", { email, password: "not the password" });
    const unknownEmail = await new ApiClient().post("/api/auth/sign-in", { email: uniqueEmail("nobody"), password: PASSWORD });
    expectError(wrongPassword, 401, "UNAUTHENTICATED");
    expect(wrongPassword.body).toEqual({ error: { code: "UNAUTHENTICATED", message: "Email or password is wrong." } });
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it("signs in the demo user a first run in sandbox mode created", async () => {
    const response = await new ApiClient().post("/api/auth/sign-in", { email: "demo@saldo.test", password: "saldo-demo-password" });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe("demo@saldo.test");
  });
});

describe("sessions: /api/me and sign-out", () => {
  it("answers 401 UNAUTHENTICATED without a session or with a cookie it did not seal", async () => {
    expectError(await new ApiClient().get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await meWithCookie("__Host-saldo_session=Fe26.2**forged"), 401, "UNAUTHENTICATED");
  });

  it("signs out with 204, clears the cookie, and a replayed copy of the old cookie no longer works", async () => {
    const client = await signUp(uniqueEmail("out"));
    const oldCookie = client.cookieHeader();
    const response = await client.post("/api/auth/sign-out");
    expect(response.status).toBe(204);
    expect(sessionCookie(response)).toMatch(/^__Host-saldo_session=;.*max-age=0/i);
    expectError(await client.get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await meWithCookie(oldCookie), 401, "UNAUTHENTICATED");
  });

  it("signs out this device only: another device stays signed in", async () => {
    const email = uniqueEmail("devices");
    const laptop = await signUp(email);
    const phone = new ApiClient();
    expect((await phone.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
    expect((await laptop.post("/api/auth/sign-out")).status).toBe(204);
    expectError(await laptop.get("/api/me"), 401, "UNAUTHENTICATED");
    expect((await phone.get("/api/me")).status).toBe(200);
    expect((await laptop.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(200);
  });

  it("ends another device's session at its next request, however often that cookie was just used", async () => {
    const email = uniqueEmail("busy-device");
    const laptop = await signUp(email);
    const phone = new ApiClient();
    expect((await phone.post("/api/auth/sign-in", { email, password: PASSWORD })).status).toBe(200);
    // The server has this session in memory now: only its row can say it ended.
    for (let i = 0; i < 3; i++) expect((await phone.get("/api/me")).status).toBe(200);
    const phoneCookie = phone.cookieHeader();
    const listed = (await laptop.get("/api/me/sessions")).body.sessions as { id: string; current: boolean }[];
    const other = listed.find((s) => !s.current)!;
    expect((await laptop.request("DELETE", `/api/me/sessions/${other.id}`)).status).toBe(204);
    const catalogue = await new ApiClient().request("GET", "/api/companies/services?limit=5", undefined, { cookie: phoneCookie });
    expectError(catalogue, 401, "UNAUTHENTICATED");
    expectError(await meWithCookie(phoneCookie), 401, "UNAUTHENTICATED");
    expectError(await phone.get("/api/me"), 401, "UNAUTHENTICATED");
    expect((await laptop.get("/api/me")).status).toBe(200);
  });

  it("refuses a cross-site sign-out and keeps the session", async () => {
    const client = await signUp(uniqueEmail("keep"));
    expectError(await client.post("/api/auth/sign-out", {}, { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("marks only OPERATOR_EMAILS accounts as operators", async () => {
    const ops = new ApiClient();
    const created = await ops.post("/api/auth/sign-up", { email: "ops@saldo.test", password: PASSWORD, name: "Ops" });
    // Another suite of this run may have made the operator account first: then it signs in.
    if (created.status === 409) expect((await ops.post("/api/auth/sign-in", { email: "ops@saldo.test", password: PASSWORD })).status).toBe(200);
    else expect(created.status).toBe(201);
    expect((await ops.get("/api/me")).body.user).toMatchObject({ email: "ops@saldo.test", isOperator: true });

    const regular = await signUp(uniqueEmail("regular"));
    expect((await regular.get("/api/me")).body.user.isOperator).toBe(false);
  });
});
