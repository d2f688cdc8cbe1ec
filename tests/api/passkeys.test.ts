// Passkeys at the routes (the ceremonies with a real authenticator are the browser suite's,
// e2e/passkeys.spec.ts): adding one is confirmed first (removing one too, in the browser suite);
// the options name the account and carry a challenge kept in a sealed,
// httpOnly, SameSite=Strict cookie; an answer without that challenge, or one that does not
// verify, is refused and spends it; sign-in with an unknown passkey is refused; routes of the
// account want a session, and one user cannot remove another's passkey.
import { describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client";
import { expectError, signUp } from "../support/auth-helpers";
import { confirmWithPassword, confirmationAsked, confirming } from "../support/second-look";

const answer = { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "AA" } };
const challengeCookie = (response: { headers: Headers }) => response.headers.getSetCookie().find((line) => line.startsWith("__Host-saldo_passkey="));

describe("passkeys", () => {
  it("gives registration options for the account once adding a passkey is confirmed, with a challenge kept in a sealed cookie", async () => {
    const email = uniqueEmail("passkey-options");
    const client = await signUp(email);
    // A passkey signs in on its own: a session alone (a stolen one) cannot add one.
    const bare = await client.post("/api/me/passkeys/options");
    expectError(bare, 403, "CONFIRMATION_REQUIRED");
    expect(bare.body.error.details.summary).toEqual({ move: "passkey", reasons: ["passkey_add"] });
    expect(challengeCookie(bare)).toBeUndefined();
    const confirmation = confirmationAsked(bare)!;
    await confirmWithPassword(client, confirmation);
    const response = await client.post("/api/me/passkeys/options", {}, { "saldo-confirmation": confirmation });
    expect(response.status).toBe(200);
    // Spent: the next passkey is confirmed again.
    expectError(await client.post("/api/me/passkeys/options", {}, { "saldo-confirmation": confirmation }), 403, "CONFIRMATION_REQUIRED");
    const { options } = response.body;
    expect(options).toMatchObject({ rp: { name: "Saldo" }, user: { name: email }, excludeCredentials: [], authenticatorSelection: { residentKey: "required" } });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const cookie = challengeCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toContain(options.challenge);
  });

  it("refuses a new passkey without its challenge, or one that does not verify, spending the challenge", async () => {
    const client = await signUp(uniqueEmail("passkey-refused"));
    const none = await client.post("/api/me/passkeys", { name: "Mi teléfono", response: answer });
    expectError(none, 400, "INVALID_INPUT");
    expect(none.body.error.details).toEqual({ passkey: ["expired"] });

    expect((await confirming(client, "POST", "/api/me/passkeys/options", {})).status).toBe(200);
    const bad = await client.post("/api/me/passkeys", { name: "Mi teléfono", response: answer });
    expectError(bad, 400, "INVALID_INPUT");
    expect(bad.body.error.details).toEqual({ passkey: ["unverified"] });
    // Spent: the same answer again finds no challenge.
    expect((await client.post("/api/me/passkeys", { name: "Mi teléfono", response: answer })).body.error.details).toEqual({ passkey: ["expired"] });
    expectError(await client.post("/api/me/passkeys", { name: "", response: answer }), 400, "INVALID_INPUT");
    expect((await client.get("/api/me/passkeys")).body).toEqual({ passkeys: [] });
  });

  it("refuses a sign-in with a passkey it does not know, and one without a challenge", async () => {
    const browser = new ApiClient();
    expectError(await browser.post("/api/auth/passkey", { response: answer }), 400, "INVALID_INPUT");
    const options = await browser.post("/api/auth/passkey/options");
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({ userVerification: "preferred" });
    expect(options.body.options.allowCredentials ?? []).toEqual([]);
    expectError(await browser.post("/api/auth/passkey", { response: answer }), 401, "UNAUTHENTICATED");
    expectError(await browser.get("/api/me"), 401, "UNAUTHENTICATED");
    expectError(await browser.post("/api/auth/passkey", {}), 400, "INVALID_INPUT");
  });

  it("wants a session for the account's passkeys, and finds none of another user's", async () => {
    const anonymous = new ApiClient();
    expectError(await anonymous.get("/api/me/passkeys"), 401, "UNAUTHENTICATED");
    expectError(await anonymous.post("/api/me/passkeys/options"), 401, "UNAUTHENTICATED");
    const client = await signUp(uniqueEmail("passkey-owner"));
    expectError(await client.request("DELETE", "/api/me/passkeys/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectError(await client.request("DELETE", "/api/me/passkeys/not-an-id"), 404, "NOT_FOUND");
  });
});
