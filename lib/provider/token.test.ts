import { describe, expect, it } from "vitest";
import { decodeJwtExp, DEFAULT_TOKEN_TTL_MS, isTokenFresh, REFRESH_MARGIN_MS, tokenExpiresAt } from "./token";

function jwt(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.signature`;
}

describe("decodeJwtExp", () => {
  it("reads the exp claim of a JWT without verifying it", () => {
    expect(decodeJwtExp(jwt({ sub: "saldo", exp: 1_900_000_000, clientCountryCode: "AR" }))).toBe(1_900_000_000);
  });

  it("decodes base64url payloads that need - and _ and carry non-ASCII text", () => {
    const token = jwt({ exp: 1_800_000_000, clientCompany: "Saldo ÿ>?~ñ", pad: "??>>" });
    expect(token.split(".")[1]).toMatch(/[-_]/);
    expect(decodeJwtExp(token)).toBe(1_800_000_000);
  });

  it("gives null when the token has no readable exp", () => {
    expect(decodeJwtExp("opaque-token")).toBeNull();
    expect(decodeJwtExp("a.%%%.c")).toBeNull();
    expect(decodeJwtExp(`x.${Buffer.from("not json").toString("base64url")}.y`)).toBeNull();
    expect(decodeJwtExp(jwt({ sub: "saldo" }))).toBeNull();
    expect(decodeJwtExp(jwt({ exp: "tomorrow" }))).toBeNull();
    expect(decodeJwtExp(jwt(null))).toBeNull();
  });
});

describe("tokenExpiresAt", () => {
  const issuedAt = Date.UTC(2025, 0, 1, 12, 0, 0);

  it("uses the exp claim, in milliseconds", () => {
    expect(tokenExpiresAt(jwt({ exp: 1_900_000_000 }), issuedAt)).toBe(1_900_000_000_000);
  });

  it("assumes the spec's 4 hours from issue when exp cannot be read", () => {
    expect(tokenExpiresAt("opaque-token", issuedAt)).toBe(issuedAt + 4 * 60 * 60 * 1000);
    expect(DEFAULT_TOKEN_TTL_MS).toBe(14_400_000);
  });
});

describe("isTokenFresh", () => {
  const expiresAt = Date.UTC(2025, 0, 1, 16, 0, 0);

  it("keeps a token until five minutes before it expires", () => {
    expect(REFRESH_MARGIN_MS).toBe(300_000);
    expect(isTokenFresh(expiresAt, expiresAt - 4 * 60 * 60_000)).toBe(true);
    expect(isTokenFresh(expiresAt, expiresAt - REFRESH_MARGIN_MS - 1)).toBe(true);
  });

  it("replaces a token inside the refresh window or past its expiry", () => {
    expect(isTokenFresh(expiresAt, expiresAt - REFRESH_MARGIN_MS)).toBe(false);
    expect(isTokenFresh(expiresAt, expiresAt - 60_000)).toBe(false);
    expect(isTokenFresh(expiresAt, expiresAt + 1)).toBe(false);
  });

  it("takes another margin when given one", () => {
    expect(isTokenFresh(expiresAt, expiresAt - 30_000, 60_000)).toBe(false);
    expect(isTokenFresh(expiresAt, expiresAt - 90_000, 60_000)).toBe(true);
  });
});
