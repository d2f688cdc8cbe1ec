import { describe, expect, it } from "vitest";
import { ApiClient, signedUpUser } from "../support/api-client";

// A nonce-based Content-Security-Policy on every page, HSTS in production (the route suite runs the
// production build), and the other security headers kept.

const directives = (policy: string) => new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

async function page(client: ApiClient, path: string) {
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: client.cookieHeader() }, redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe("pages", () => {
  it("carry a strict policy whose nonce is fresh on every request and on every script", async () => {
    const user = await signedUpUser("csp");
    const anonymous = new ApiClient();
    const nonces = new Set<string>();
    for (const [client, path] of [[anonymous, "/sign-in"], [user, "/"], [user, "/pay"], [user, "/history"], [anonymous, "/sign-in"]] as const) {
      const { status, headers, html } = await page(client, path);
      expect(status, path).toBe(200);
      const policy = headers.get("content-security-policy") ?? "";
      const d = directives(policy);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? "";
      expect(nonce.length, path).toBeGreaterThanOrEqual(22);
      nonces.add(nonce);
      expect(d.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'"]);
      expect(d.get("worker-src")).toEqual(["'self'"]);
      expect(d.get("default-src")).toEqual(["'self'"]);
      expect(d.get("object-src")).toEqual(["'none'"]);
      expect(d.get("base-uri")).toEqual(["'self'"]);
      expect(d.get("form-action")).toEqual(["'self'"]);
      expect(d.get("frame-ancestors")).toEqual(["'none'"]);
      expect(d.get("connect-src")).toEqual(["'self'"]);
      expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toContain("unsafe-inline");
      // Every script Next renders carries this response's nonce.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(5);
  });

  it("keep HSTS and the other security headers", async () => {
    const { headers } = await page(new ApiClient(), "/sign-in");
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("same-origin");
    expect(headers.get("permissions-policy")).toBe("camera=(self), microphone=(), geolocation=()");
  });
});

describe("JSON and callback endpoints", () => {
  it("get HSTS but no page policy", async () => {
    const anonymous = new ApiClient();
    for (const response of [await anonymous.get("/api/health"), await anonymous.get("/api/me"), await anonymous.post("/confirm-payment", {})]) {
      expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers.get("content-security-policy") ?? "").not.toContain("nonce-");
    }
  });
});

describe("caching of signed-in answers", () => {
  it("is off by default (no-store) and on only where the catalogue opts in", async () => {
    const user = await signedUpUser("cache");
    // About one person: never stored by a browser or a proxy.
    for (const path of ["/api/me", "/api/operations", "/api/notifications", "/api/agenda/adhesions", "/api/rates"]) {
      const response = await user.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    // The catalogue is the same for everyone: the browser may reuse it for a while, privately.
    for (const path of ["/api/companies/tags", "/api/companies/gift-cards", "/api/companies/recharges"]) {
      const response = await user.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, max-age=60");
    }
  });
});
