import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bodyHashMatches, credentialsMatch, secretMatches } from "./verify";

const SECRET = "hash-secret-for-tests";
const payload = {
  externalPaymentId: "f2b0c8de-3a51-4c55-9f0e-1d2a3b4c5d6e",
  externalClientId: "user-1",
  operationId: "op-123",
  status: "confirmed",
  additionalData: [{ providerOperationId: "p-1", operationNumber: "42", securityCode: "A1" }],
  companyCode: "AR-S-0003",
  companyName: "EDENOR",
  amount: 1520.5,
  type: "SERVICE",
};

const hashOf = (raw: string) => (JSON.parse(raw) as { hash: unknown }).hash;

/**
 * The body as the provider sends it, written here from the docs and not taken from the sandbox,
 * so a recipe the app and the sandbox both got wrong still fails (docs/provider/notes.md §6,
 * `hash`): the JSON is serialised with `"hash":""`, the hex HMAC-SHA256 of those exact bytes is
 * taken with the shared secret and filled in; without a secret, `hash` is `null`.
 */
function signBody(payload: Record<string, unknown>, secret: string | null): string {
  if (secret === null) return JSON.stringify({ ...payload, hash: null });
  const blank = JSON.stringify({ ...payload, hash: "" });
  const hex = createHmac("sha256", secret).update(Buffer.from(blank, "utf8")).digest("hex");
  return blank.replace('"hash":""', `"hash":"${hex}"`);
}

describe("secretMatches", () => {
  it("accepts the exact value", () => {
    expect(secretMatches("sandbox-callback-key", "sandbox-callback-key")).toBe(true);
  });

  it("refuses a different value of the same length, a shorter one, a longer one and none", () => {
    expect(secretMatches("sandbox-callback-kez", "sandbox-callback-key")).toBe(false);
    expect(secretMatches("sandbox", "sandbox-callback-key")).toBe(false);
    expect(secretMatches("sandbox-callback-key-and-more", "sandbox-callback-key")).toBe(false);
    expect(secretMatches(null, "sandbox-callback-key")).toBe(false);
    expect(secretMatches(undefined, "sandbox-callback-key")).toBe(false);
  });

  it("never matches when nothing is expected, even an empty value", () => {
    expect(secretMatches("", "")).toBe(false);
  });
});

describe("credentialsMatch", () => {
  const secrets = { apiKey: "key-1", token: "token-1" };

  it("needs both the api key and the token", () => {
    expect(credentialsMatch(new Headers({ "x-api-key": "key-1", "x-authorization-token": "token-1" }), secrets)).toBe(true);
    expect(credentialsMatch(new Headers({ "x-api-key": "key-1", "x-authorization-token": "token-2" }), secrets)).toBe(false);
    expect(credentialsMatch(new Headers({ "x-api-key": "key-2", "x-authorization-token": "token-1" }), secrets)).toBe(false);
    expect(credentialsMatch(new Headers({ "x-api-key": "key-1" }), secrets)).toBe(false);
    expect(credentialsMatch(new Headers(), secrets)).toBe(false);
  });

  it("does not accept the key and the token swapped", () => {
    expect(credentialsMatch(new Headers({ "x-api-key": "token-1", "x-authorization-token": "key-1" }), secrets)).toBe(false);
  });
});

describe("bodyHashMatches", () => {
  it("accepts a body signed the way the provider documents it", () => {
    const raw = signBody(payload, SECRET);
    expect(bodyHashMatches(raw, hashOf(raw), SECRET)).toBe(true);
  });

  it("accepts the hash in upper case and a body with spaces around the hash", () => {
    const blank = JSON.stringify({ ...payload, hash: "" }, null, 2);
    const hash = createHmac("sha256", SECRET).update(blank).digest("hex");
    const raw = blank.replace('"hash": ""', `"hash": "${hash.toUpperCase()}"`);
    expect(bodyHashMatches(raw, hashOf(raw), SECRET)).toBe(true);
  });

  it("refuses a body changed after signing", () => {
    const raw = signBody(payload, SECRET).replace('"status":"confirmed"', '"status":"failed"');
    expect(bodyHashMatches(raw, hashOf(raw), SECRET)).toBe(false);
  });

  it("refuses a body signed with another secret", () => {
    const raw = signBody(payload, "another-secret");
    expect(bodyHashMatches(raw, hashOf(raw), SECRET)).toBe(false);
  });

  it("refuses a body whose whitespace was changed after signing", () => {
    const raw = signBody(payload, SECRET).replace('"status":"confirmed"', '"status": "confirmed"');
    expect(bodyHashMatches(raw, hashOf(raw), SECRET)).toBe(false);
  });

  it("refuses a missing, null, empty or non-hex hash", () => {
    const unsigned = signBody(payload, null);
    expect(hashOf(unsigned)).toBeNull();
    expect(bodyHashMatches(unsigned, null, SECRET)).toBe(false);
    expect(bodyHashMatches(JSON.stringify(payload), undefined, SECRET)).toBe(false);
    expect(bodyHashMatches(JSON.stringify({ ...payload, hash: "" }), "", SECRET)).toBe(false);
    const notHex = JSON.stringify({ ...payload, hash: "z".repeat(64) });
    expect(bodyHashMatches(notHex, "z".repeat(64), SECRET)).toBe(false);
  });

  it("refuses a hash that appears twice in the body", () => {
    const raw = signBody(payload, SECRET);
    const hash = hashOf(raw) as string;
    const doubled = raw.replace('"type":"SERVICE"', `"type":"SERVICE","extra":{"hash":"${hash}"}`);
    expect(bodyHashMatches(doubled, hash, SECRET)).toBe(false);
  });
});
