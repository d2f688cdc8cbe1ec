// Shared checks of the account route tests.
import { expect } from "vitest";
import { ApiClient, type ApiResponse } from "./api-client";
import { waitForMail } from "./mailbox-process";

export const PASSWORD = "correct horse battery";

/** The error contract: exactly `{ error: { code, message, details? } }`, nothing from inside the server. */
export function expectError(response: ApiResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = response.body as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(Object.keys(body.error).every((k) => ["code", "message", "details"].includes(k))).toBe(true);
  expect(JSON.stringify(body)).not.toMatch(/\n\s+at |node_modules|\.tsx?:\d+|password_hash|\$argon2/);
}

/** The Set-Cookie line of the session cookie, or undefined. */
export function sessionCookie(response: ApiResponse): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith("__Host-saldo_session="));
}

export async function signUp(email: string, client = new ApiClient()) {
  const response = await client.post("/api/auth/sign-up", { email, password: PASSWORD, name: "Ana Pérez" });
  expect(response.status).toBe(201);
  return client;
}

/** Calls /api/me with exactly this Cookie header, as a replayed or copied cookie would be. */
export function meWithCookie(cookie: string) {
  return new ApiClient().request("GET", "/api/me", undefined, { cookie });
}

/** Confirms the user's email with the link sign-up mailed (reminders and autopay mail verified addresses only). */
export async function verifyEmail(client: ApiClient, mailbox: string, email: string): Promise<void> {
  const mail = await waitForMail(mailbox, email, { subject: /Confirm/ });
  const token = new URL(mail.links.find((l) => l.includes("/verify-email"))!).searchParams.get("token");
  expect((await client.post("/api/auth/verify-email", { token })).status).toBe(204);
}
