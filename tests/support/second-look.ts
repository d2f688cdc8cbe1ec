// The second look as the pages answer it: a move the server refuses with CONFIRMATION_REQUIRED is
// confirmed with the account's password and sent again, the same, with the confirmation's id.
import { expect } from "vitest";
import type { ApiClient, ApiResponse } from "./api-client";
import { PASSWORD } from "./auth-helpers";

/** The confirmation an answer asks for (CONFIRMATION_REQUIRED), if it asks for one. */
export function confirmationAsked(response: ApiResponse): string | null {
  const error = (response.body as { error?: { code?: string; details?: { confirmationId?: string } } } | null)?.error;
  return response.status === 403 && error?.code === "CONFIRMATION_REQUIRED" ? (error.details?.confirmationId ?? null) : null;
}

/** Answers a confirmation with the account's password, as the dialog does. */
export async function confirmWithPassword(client: ApiClient, id: string, password = PASSWORD): Promise<void> {
  const answered = await client.post(`/api/me/confirmations/${id}`, { password });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
}

/**
 * Sends a request as a page does: when a second look is asked for, the user confirms with the
 * password and the same request goes again with the confirmation (tests/api/second-look.test.ts
 * sends them bare).
 */
export async function confirming<T = any>(client: ApiClient, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
  const first = await client.request<T>(method, path, body, headers);
  const asked = confirmationAsked(first);
  if (!asked) return first;
  await confirmWithPassword(client, asked);
  return client.request<T>(method, path, body, { ...headers, "saldo-confirmation": asked });
}

/**
 * The confirmation of one checkout, answered before the payment is sent: the request goes bare
 * once (refused, nothing stored or paid), the password answers it, and the headers returned carry
 * it, for the tests that then send that checkout many times at once, as double taps and retries do.
 */
export async function confirmAhead(client: ApiClient, path: string, body: unknown, key: string): Promise<Record<string, string>> {
  const bare = await client.post(path, body, { "idempotency-key": key });
  const asked = confirmationAsked(bare);
  expect(asked, JSON.stringify(bare.body)).not.toBeNull();
  await confirmWithPassword(client, asked!);
  return { "idempotency-key": key, "saldo-confirmation": asked! };
}
