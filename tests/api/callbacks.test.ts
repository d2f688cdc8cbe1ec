// The provider's callbacks are checked before anything trusts them: credentials in constant time,
// the HMAC hash over the raw body, then the body's shape. A refused or malformed callback changes
// nothing, and a refused one is only counted, never stored. Each test sends a "failed" result that
// would change the operation if it got through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../support/auth-helpers";
import { sandboxControl, signedUpUser, type ApiClient } from "../support/api-client";
import {
  GOOD_HEADERS, STATUS_READS_FAIL, appliedCallbacks, billResult, callbacksFor, operator, paidBill, refusedCallbacks, refusedOn,
  sendCallback, signed, snapshot,
} from "../support/callback-helpers";
import { NO_FAULTS, type Operation } from "../support/payment-helpers";
import { TEST_SECRETS } from "../support/secrets";

const { callbackApiKey: KEY, callbackToken: TOKEN } = TEST_SECRETS;

let user: ApiClient;
let op: Operation;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  // Value 5: confirmed at the provider, never called back; with status reads failing, the
  // operation stays processing until a callback settles it.
  await sandboxControl("/faults", STATUS_READS_FAIL);
  user = await signedUpUser("callbacks");
  op = await paidBill(user, 5);
  before = await snapshot(user, op.id);
  expect(before.status).toBe("processing");
});

afterAll(async () => {
  await sandboxControl("/faults", NO_FAULTS);
});

const failedResult = () => signed(billResult(op, "failed"));

describe("POST /confirm-payment with bad credentials", () => {
  const cases: [string, Record<string, string>][] = [
    ["a forged api key of the right length", { ...GOOD_HEADERS, "x-api-key": `${KEY.slice(0, -1)}x` }],
    ["a forged token of the right length", { ...GOOD_HEADERS, "x-authorization-token": `${TOKEN.slice(0, -1)}x` }],
    ["an api key with one character more", { ...GOOD_HEADERS, "x-api-key": `${KEY}0` }],
    ["a token cut short", { ...GOOD_HEADERS, "x-authorization-token": TOKEN.slice(0, 4) }],
    ["an empty api key", { ...GOOD_HEADERS, "x-api-key": "" }],
    ["no api key", { "x-authorization-token": TOKEN }],
    ["no token", { "x-api-key": KEY }],
    ["no credentials at all", {}],
    ["the api key and the token swapped", { "x-api-key": TOKEN, "x-authorization-token": KEY }],
    ["the sandbox's default credentials", { "x-api-key": "sandbox-callback-key", "x-authorization-token": "sandbox-callback-token" }],
  ];

  it.each(cases)("refuses %s with 401 and leaves the operation as it was", async (_, headers) => {
    const response = await sendCallback("/confirm-payment", failedResult(), headers);
    expectError(response, 401, "UNAUTHENTICATED");
    expect(await snapshot(user, op.id)).toEqual(before);
  });
});

describe("POST /confirm-payment with a bad hash", () => {
  const cases: [string, () => string][] = [
    ["signed with another secret", () => signed(billResult(op, "failed"), "not-the-shared-secret")],
    ["changed after signing", () => signed(billResult(op, "confirmed")).replace('"status":"confirmed"', '"status":"failed"')],
    ["with a null hash", () => JSON.stringify({ ...billResult(op, "failed"), hash: null })],
    ["with an empty hash", () => JSON.stringify({ ...billResult(op, "failed"), hash: "" })],
    ["without a hash", () => JSON.stringify(billResult(op, "failed"))],
    ["with a hash that is not hex", () => JSON.stringify({ ...billResult(op, "failed"), hash: "z".repeat(64) })],
  ];

  it.each(cases)("refuses a body %s with 401 and leaves the operation as it was", async (_, body) => {
    const response = await sendCallback("/confirm-payment", body());
    expectError(response, 401, "UNAUTHENTICATED");
    expect(await snapshot(user, op.id)).toEqual(before);
  });
});

describe("POST /confirm-payment with a malformed body", () => {
  it("answers 400 to a body that is not JSON, with no trace of the server inside", async () => {
    const response = await sendCallback("/confirm-payment", '{"externalPaymentId": "x", "status": ');
    expectError(response, 400, "INVALID_INPUT");
    expect(await snapshot(user, op.id)).toEqual(before);
  });

  it("answers 400 naming the bad fields of a signed body of the wrong shape", async () => {
    const body = signed({ ...billResult(op, "failed"), status: "reversed", additionalData: "nope" });
    const response = await sendCallback("/confirm-payment", body);
    expectError(response, 400, "INVALID_INPUT");
    expect(Object.keys(response.body.error.details).sort()).toEqual(["additionalData", "status"]);
    expect(await snapshot(user, op.id)).toEqual(before);
  });

  it("answers 400 to a signed body without an externalPaymentId", async () => {
    const { externalPaymentId: _omitted, ...rest } = billResult(op, "failed");
    const response = await sendCallback("/confirm-payment", signed(rest));
    expectError(response, 400, "INVALID_INPUT");
    expect(response.body.error.details).toHaveProperty("externalPaymentId");
    expect(await snapshot(user, op.id)).toEqual(before);
  });

  it("answers 400 to a body over the size limit", async () => {
    const body = signed({ ...billResult(op, "failed"), padding: "x".repeat(70 * 1024) });
    const response = await sendCallback("/confirm-payment", body);
    expectError(response, 400, "INVALID_INPUT");
    expect(await snapshot(user, op.id)).toEqual(before);
  });

  it("answers 405 to anything but POST", async () => {
    const response = await fetch(`${user.baseUrl}/confirm-payment`, { headers: GOOD_HEADERS });
    expect(response.status).toBe(405);
  });
});

describe("POST /confirm-payment, verified", () => {
  it("settles the operation and answers 200 {status: Confirm}", async () => {
    const response = await sendCallback("/confirm-payment", signed(billResult(op, "failed")));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "Confirm" });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    await appliedCallbacks(await operator(), op.externalPaymentId, 2);

    const after = await snapshot(user, op.id);
    expect(after.status).toBe("failed");
    expect(after.events?.filter((e) => e.to === "failed")).toHaveLength(1);
  });

  it("keeps the callbacks that carried the provider's credentials for the operator, and only counts the refused ones", async () => {
    const ops = await operator();
    const received = await callbacksFor(ops, op.externalPaymentId);
    expect(received.map((c) => c.outcome).sort()).toEqual(["applied", "malformed"]);
    for (const c of received) expect(c).toMatchObject({ verified: true, path: "/confirm-payment" });

    // 10 forged credentials and 6 bad hashes above, none of them stored.
    const refused = await refusedCallbacks(ops);
    expect(refusedOn(refused, "/confirm-payment", "credentials")).toBeGreaterThanOrEqual(10);
    expect(refusedOn(refused, "/confirm-payment", "hash")).toBeGreaterThanOrEqual(6);

    const applied = received.filter((c) => c.outcome === "applied");
    expect(applied[0]).toMatchObject({ verified: true, operationId: op.id, path: "/confirm-payment" });
    expect(JSON.parse(applied[0]!.rawBody)).toMatchObject({ externalPaymentId: op.externalPaymentId, status: "failed" });
    // Headers are never stored, so the callback secrets cannot be shown back.
    expect(JSON.stringify(received)).not.toContain(KEY);
    expect(JSON.stringify(received)).not.toContain(TOKEN);
  });
});

describe("a flood of forged callbacks", () => {
  it("stores none of 1,000 refused callbacks and counts every one", async () => {
    const ops = await operator();
    const target = { externalPaymentId: crypto.randomUUID() };
    const before = refusedOn(await refusedCallbacks(ops), "/confirm-payment", "credentials");
    const forged = JSON.stringify(billResult(target, "failed"));
    const bad = { "x-api-key": "guess", "x-authorization-token": "guess" };
    for (let sent = 0; sent < 1_000; sent += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => sendCallback("/confirm-payment", forged, bad)));
      for (const answer of answers) expect(answer.status).toBe(401);
    }
    expect(await callbacksFor(ops, target.externalPaymentId)).toEqual([]);
    expect(refusedOn(await refusedCallbacks(ops), "/confirm-payment", "credentials")).toBe(before + 1_000);
  });
});
