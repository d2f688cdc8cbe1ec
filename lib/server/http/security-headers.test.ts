import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders } from "./security-headers";

describe("the page policy", () => {
  it("allows scripts only with the nonce, WebAssembly from them, and eval only in development", () => {
    const production = contentSecurityPolicy("abc", false);
    expect(production).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' 'wasm-unsafe-eval';");
    expect(production).not.toContain("'unsafe-eval'");
    expect(production).not.toContain("'unsafe-inline'");
    expect(production).toContain("worker-src 'self';");
    expect(contentSecurityPolicy("abc", true)).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' 'wasm-unsafe-eval' 'unsafe-eval';");
  });

  it("makes a different 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});

describe("the headers of every answer", () => {
  it("include HSTS in production only", () => {
    const hsts = (production: boolean) => securityHeaders(production).find((h) => h.key === "Strict-Transport-Security");
    expect(hsts(true)?.value).toBe("max-age=63072000; includeSubDomains");
    expect(hsts(false)).toBeUndefined();
  });

  it("allow the camera to Saldo's own pages only, and no microphone or location", () => {
    const policy = securityHeaders(true).find((h) => h.key === "Permissions-Policy")?.value;
    expect(policy).toBe("camera=(self), microphone=(), geolocation=()");
  });
});
