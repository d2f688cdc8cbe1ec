// What the fuzz pass aims at: every route, method, callback path and a few pages of the app,
// with who calls it and a well-formed body, query or segment for the generator to break.

type Who = "none" | "user" | "callback";
export type Endpoint = {
  method: string;
  /** With `:seg` where a route segment goes. */
  path: string;
  who: Who;
  body?: Record<string, unknown>;
  query?: readonly string[];
  segment?: string;
  idempotent?: boolean;
  page?: boolean;
};

const queryData = [{ identifierName: "clientNumber", identifierValue: "1234567890" }];
const payment = { amount: 1500, paymentMethod: "ACCOUNT" };
const callback = { externalPaymentId: "00000000-0000-4000-8000-000000000000", operationId: "1", status: "confirmed", amount: 10 };

/** A WebAuthn answer's shape (its contents are the server library's to check). */
const webAuthnAnswer = { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "AA", authenticatorData: "AA", signature: "AA" } };

/** A device's P-256 public key (any point on the curve will do). */
const DEVICE_KEY = "BLEZop-f6KXfezTPM_nquVliaEvlaE-7d_e83CSRBGwnYWtAi5arNo1LlhcLJwkKq0e5g9vXQ4ltsp-HXo6PhkM";

export const ENDPOINTS: Endpoint[] = [
  { method: "POST", path: "/api/auth/sign-in", who: "none", body: { email: "ana@saldo.test", password: "correct horse battery" } },
  { method: "POST", path: "/api/auth/sign-up", who: "none", body: { email: "ana@saldo.test", password: "correct horse battery", name: "Ana" } },
  { method: "POST", path: "/api/auth/sign-out", who: "none", body: {} },
  { method: "POST", path: "/api/auth/password-reset", who: "none", body: { email: "ana@saldo.test" } },
  { method: "POST", path: "/api/auth/password-reset/confirm", who: "none", body: { token: "A".repeat(43), password: "correct horse battery" } },
  { method: "POST", path: "/api/auth/verify-email", who: "none", body: { token: "A".repeat(43) } },
  { method: "POST", path: "/api/auth/verify-email/resend", who: "user", body: {} },
  { method: "POST", path: "/api/auth/session-end", who: "none", body: { token: "A".repeat(43) } },
  { method: "POST", path: "/api/auth/passkey/options", who: "none", body: {} },
  { method: "POST", path: "/api/auth/passkey", who: "none", body: { response: webAuthnAnswer } },
  { method: "GET", path: "/api/agenda/adhesions", who: "user", query: ["all", "notifications"] },
  { method: "POST", path: "/api/agenda/adhesions", who: "user", body: { companyCode: "AR-S-0003", modalityId: "1", queryData, alias: "Casa" } },
  { method: "PATCH", path: "/api/agenda/adhesions/:seg", who: "user", segment: "1", body: { alias: "Casa", isAdhered: true } },
  { method: "POST", path: "/api/bills/debts", who: "user", body: { companyCode: "AR-S-0003", modalityId: "1", queryData } },
  { method: "POST", path: "/api/bills/payments", who: "user", idempotent: true, body: { debtId: "d-1", ...payment, paymentDetails: { a: 1 }, confirmDuplicateOf: "00000000-0000-4000-8000-000000000000" } },
  { method: "GET", path: "/api/bills/payments/duplicates", who: "user", query: ["debtId", "amount"] },
  { method: "POST", path: "/api/bills/barcode", who: "user", body: { code: "104700000000000000000000000001" } },
  { method: "GET", path: "/api/scanner/:seg", who: "none", segment: "zxing_reader.wasm", query: ["v"] },
  { method: "POST", path: "/api/gift-cards", who: "user", idempotent: true, body: { companyCode: "AR-G-0001", productId: "1", ...payment } },
  { method: "POST", path: "/api/topups", who: "user", idempotent: true, body: { companyCode: "MX-R-00001", productId: "1", identifierName: "phone", identifierValue: "5512345678", ...payment } },
  { method: "GET", path: "/api/operator/callbacks", who: "user", query: ["externalPaymentId", "outcome", "cursor", "limit"] },
  { method: "GET", path: "/api/operator/operations", who: "user", query: ["status", "flagged", "cursor", "limit"] },
  { method: "GET", path: "/api/operator/wallet", who: "user", query: [] },
  { method: "GET", path: "/api/operator/users/:seg/notifications", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/companies/services", who: "user", query: ["page", "limit", "search", "tag"] },
  { method: "GET", path: "/api/companies/services/:seg", who: "user", segment: "AR-S-0003" },
  { method: "GET", path: "/api/companies/recharges", who: "user", query: ["search"] },
  { method: "GET", path: "/api/companies/recharges/:seg", who: "user", segment: "MX-R-00001" },
  { method: "GET", path: "/api/companies/gift-cards", who: "user", query: [] },
  { method: "GET", path: "/api/companies/gift-cards/:seg", who: "user", segment: "AR-G-0001" },
  { method: "GET", path: "/api/companies/tags", who: "user", query: [] },
  { method: "GET", path: "/api/health", who: "none", query: [] },
  { method: "GET", path: "/api/logos/:seg", who: "none", segment: "AR-S-0003", query: ["product"] },
  { method: "GET", path: "/api/me", who: "user", query: [] },
  { method: "GET", path: "/api/notifications", who: "user", query: [] },
  { method: "GET", path: "/api/operations", who: "user", query: ["kind", "status", "cursor", "limit"] },
  { method: "GET", path: "/api/push/key", who: "none", query: [] },
  { method: "POST", path: "/api/push/subscriptions", who: "user", body: { endpoint: "https://push.example.invalid/1", keys: { p256dh: DEVICE_KEY, auth: "AAAAAAAAAAAAAAAAAAAAAA" } } },
  { method: "DELETE", path: "/api/push/subscriptions", who: "user", body: { endpoint: "https://push.example.invalid/1" } },
  { method: "POST", path: "/api/push/test", who: "user", body: {} },
  { method: "GET", path: "/api/operations/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/operations/:seg/pin", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: {} },
  { method: "GET", path: "/api/operations/:seg/complaints", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/operations/:seg/complaints", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: { reason: "OTHER", note: "No llegó" } },
  { method: "GET", path: "/api/complaints/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/user-notifications", who: "user", query: [] },
  { method: "GET", path: "/api/operator/complaints", who: "user", query: ["state"] },
  { method: "POST", path: "/api/operator/jobs/run", who: "user", body: { task: "reminders.scan" } },
  { method: "GET", path: "/api/me/notification-preferences", who: "user", query: [] },
  { method: "GET", path: "/api/me/sessions", who: "user", query: [] },
  { method: "DELETE", path: "/api/me/sessions/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/me/sessions/end-others", who: "user", body: {} },
  { method: "GET", path: "/api/me/data-exports", who: "user", query: [] },
  { method: "POST", path: "/api/me/data-exports", who: "user", body: {} },
  { method: "GET", path: "/api/me/data-exports/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/me/close", who: "user", body: { password: "not the password" } },
  { method: "GET", path: "/api/me/passkeys", who: "user", query: [] },
  { method: "POST", path: "/api/me/passkeys/options", who: "user", body: {} },
  { method: "POST", path: "/api/me/passkeys", who: "user", body: { name: "Mi teléfono", response: webAuthnAnswer } },
  { method: "DELETE", path: "/api/me/passkeys/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/me/confirmations/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/me/confirmations/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: { password: "not the password" } },
  { method: "GET", path: "/api/me/confirm-over", who: "user", query: [] },
  { method: "PUT", path: "/api/me/confirm-over", who: "user", body: { currency: "ARS", amount: 150000 } },
  { method: "POST", path: "/api/me/password", who: "user", body: { current: "not the password", password: "a brand new passphrase" } },
  { method: "PUT", path: "/api/me/notification-preferences", who: "user", body: { email: true, push: false, quietStart: "22:00", quietEnd: "08:00" } },
  { method: "GET", path: "/api/user-notifications/unread-count", who: "user", query: [] },
  { method: "GET", path: "/api/reminders", who: "user", query: [] },
  { method: "POST", path: "/api/operator/complaints/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: { action: "resolve", answer: "Listo" } },
  { method: "GET", path: "/api/rates", who: "user", query: ["countryCode", "companyType"] },
  { method: "PATCH", path: "/api/me", who: "user", body: { name: "Ana", country: "AR" } },
  { method: "DELETE", path: "/api/agenda/adhesions/:seg", who: "user", segment: "1" },
  { method: "GET", path: "/api/agenda/adhesions/:seg/autopay", who: "user", segment: "1" },
  { method: "PUT", path: "/api/agenda/adhesions/:seg/autopay", who: "user", segment: "1", body: { enabled: true, cap: 50000, noticeDays: 3 } },
  { method: "GET", path: "/api/autopay/charges", who: "user", query: [] },
  { method: "GET", path: "/api/autopay/charges/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/autopay/charges/:seg/skip", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: {} },
  { method: "POST", path: "/api/autopay/charges/:seg/turn-off", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: {} },
  { method: "GET", path: "/api/operations/:seg/account", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/operations/:seg/account", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: { alias: "Casa" } },
  { method: "GET", path: "/api/operations/:seg/receipt.pdf", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/operator/adhesions", who: "user", query: [] },
  { method: "GET", path: "/api/operator/complaints/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "GET", path: "/api/operator/jobs", who: "user", query: [] },
  { method: "POST", path: "/api/operator/jobs/:seg/retry", who: "user", segment: "1", body: {} },
  { method: "GET", path: "/api/operator/operations/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000" },
  { method: "POST", path: "/api/operator/operations/:seg/recheck", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: {} },
  { method: "POST", path: "/api/operator/operations/:seg/resolve", who: "user", segment: "00000000-0000-4000-8000-000000000000", body: { resolution: "confirmed", note: "Checked with the provider" } },
  { method: "POST", path: "/confirm-payment", who: "callback", body: { ...callback, additionalData: [{ providerOperationId: "1" }] } },
  { method: "POST", path: "/confirmPayment", who: "callback", body: { ...callback, statusDescription: "ok" } },
  { method: "POST", path: "/confirm-gift-card", who: "callback", body: { ...callback, statusDescription: "ok" } },
  { method: "GET", path: "/offline", who: "none", query: ["lang"], page: true },
  { method: "GET", path: "/operations/:seg", who: "user", segment: "00000000-0000-4000-8000-000000000000", page: true },
  { method: "GET", path: "/pay/:seg", who: "user", segment: "AR-S-0003", query: ["modality"], page: true },
  { method: "GET", path: "/history", who: "user", query: ["kind", "status", "cursor"], page: true },
  { method: "GET", path: "/sign-in", who: "none", query: ["next", "reset", "closed"], page: true },
  { method: "GET", path: "/reset-password", who: "none", query: ["token"], page: true },
  { method: "GET", path: "/verify-email", who: "none", query: ["token"], page: true },
  { method: "GET", path: "/session-end", who: "none", query: ["token"], page: true },
];

/**
 * Routes the pass leaves out, and why: an event stream's 200 is a connection held open for minutes
 * (the pass reads every answer to its end). Their bad inputs are the route suite's
 * (tests/api/live-status*.test.ts).
 */
export const NOT_FUZZED = ["GET /api/operations/events", "GET /api/operations/:seg/events"];

