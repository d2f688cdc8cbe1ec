// The security headers of every answer (next.config.mjs) and the Content-Security-Policy of every
// page (proxy.ts, with a fresh nonce per request). No "server-only": next.config.mjs imports it.

/** Two years, subdomains included: the browser never tries plain HTTP again. Production only. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Headers for every path; HSTS only in production (development runs on plain http://localhost). */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "same-origin" },
    { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
    ...(production ? [{ key: "Strict-Transport-Security", value: HSTS }] : []),
  ];
}

/**
 * The service worker script's own answer (Next.js's PWA guide): always checked for a new version
 * (no-cache), JavaScript, allowed to control the whole site, and a policy of its own, since what a
 * worker may fetch and run follows the policy its script came with: this origin only.
 */
export function serviceWorkerHeaders(): { key: string; value: string }[] {
  return [
    { key: "Content-Type", value: "application/javascript; charset=utf-8" },
    { key: "Cache-Control", value: "no-cache, no-store, must-revalidate" },
    { key: "Service-Worker-Allowed", value: "/" },
    { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'" },
  ];
}

/** A nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * Next.js's strict policy: scripts only with this response's nonce (and what they load, by
 * 'strict-dynamic'); styles from our own files or with the nonce (Next puts it on the inline
 * styles it writes); images from us or inline; nothing framed, embedded or posted elsewhere.
 * 'wasm-unsafe-eval' lets the bill scanner compile its WebAssembly decoder (our own file, fetched
 * under connect-src 'self'; it allows no JavaScript eval), and workers (the scanner's PDF reader)
 * come from our origin only. Development adds 'unsafe-eval', which React's dev tooling needs.
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${development ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (public/sw.js): without this the browser would take script-src, where
    // 'strict-dynamic' sets 'self' aside.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
