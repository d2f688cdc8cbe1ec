import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders, serviceWorkerHeaders } from "./security-headers";

describe("the page policy", () => {
  it("allows scripts only with the nonce, WebAssembly from them, and eval only in development", () => {
    const production = contentSecurityPolicy("abc", false);
    expect(production).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' 'wasm-unsafe-eval';");
    expect(production).not.toContain("'unsafe-eval'");
    expect(production).not.toContain("'unsafe-inline'");
    expect(production).toContain("worker-src 'self';");
    expect(contentSecurityPolicy("abc", true)).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' 'wasm-unsafe-eval' 'unsafe-eval';");
  });

  it("lets this origin's service worker and manifest load, and nothing else's", () => {
    const policy = contentSecurityPolicy("abc", false);
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("manifest-src 'self';");
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

describe("the service worker's answer", () => {
  it("is JavaScript, never cached stale, may control the whole site, and loads from this origin only", () => {
    const headers = new Map(serviceWorkerHeaders().map((h) => [h.key, h.value]));
    expect(headers.get("Content-Type")).toBe("application/javascript; charset=utf-8");
    expect(headers.get("Cache-Control")).toMatch(/no-cache/);
    expect(headers.get("Service-Worker-Allowed")).toBe("/");
    expect(headers.get("Content-Security-Policy")).toMatch(/^default-src 'self'; script-src 'self';/);
  });
});
