import { describe, expect, it } from "vitest";
import { TOKEN_TTL_MS, hashToken, looksLikeToken, newToken, tokenProblem } from "./token-rules";

describe("mailed link tokens", () => {
  it("are 32 random bytes as 43 base64url characters, never the same twice", () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(looksLikeToken(token)).toBe(true);
    }
  });

  it("are kept only as their SHA-256 in hex", () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("refuse anything else without a database read", () => {
    for (const bad of ["", "short", "A".repeat(42), "A".repeat(44), `${"A".repeat(42)}=`, `${"A".repeat(42)}/`, `${"A".repeat(42)} `]) {
      expect(looksLikeToken(bad)).toBe(false);
    }
  });

  it("live 30 minutes for a reset and 48 hours for a verification", () => {
    expect(TOKEN_TTL_MS.password_reset).toBe(30 * 60 * 1000);
    expect(TOKEN_TTL_MS.email_verification).toBe(48 * 60 * 60 * 1000);
  });

  it("say why they cannot be spent: unknown, used (even once expired), or expired", () => {
    const now = new Date("2026-01-01T12:00:00Z");
    const later = new Date(now.getTime() + 1);
    expect(tokenProblem(undefined, now)).toBe("invalid");
    expect(tokenProblem({ expiresAt: later, usedAt: null }, now)).toBeNull();
    expect(tokenProblem({ expiresAt: now, usedAt: null }, now)).toBe("expired");
    expect(tokenProblem({ expiresAt: later, usedAt: now }, now)).toBe("used");
    expect(tokenProblem({ expiresAt: new Date(0), usedAt: now }, now)).toBe("used");
  });
});
