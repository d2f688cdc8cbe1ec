import { describe, expect, it } from "vitest";
import { ApiClient, signedUpUser } from "../support/api-client";

// A signed-out visitor is sent to sign in with the page asked for, and only a path of this site is
// ever followed back.

async function page(client: ApiClient, path: string) {
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: client.cookieHeader() }, redirect: "manual" });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}

const pathOf = (location: string | null) => {
  const url = new URL(location ?? "", "http://x.invalid");
  return `${url.pathname}${url.search}`;
};

describe("pages of the wallet, signed out", () => {
  it("send the visitor to sign in with the page asked for, search params included", async () => {
    const anonymous = new ApiClient();
    for (const path of ["/history", "/history?kind=bill", "/pay/AR-S-0003?clientNumber=1234567891&autoquery=1", "/agenda"]) {
      const { status, location } = await page(anonymous, path);
      expect(status, path).toBe(307);
      expect(pathOf(location), path).toBe(`/sign-in?${new URLSearchParams({ next: path })}`);
    }
  });

  it("home needs no 'next'", async () => {
    const { status, location } = await page(new ApiClient(), "/");
    expect(status).toBe(307);
    expect(pathOf(location)).toBe("/sign-in");
  });
});

describe("the sign-in page, signed in", () => {
  it("goes straight to a 'next' of this site, and home for anything else", async () => {
    const user = await signedUpUser("next");
    expect(pathOf((await page(user, `/sign-in?next=${encodeURIComponent("/history?kind=bill")}`)).location)).toBe("/history?kind=bill");
    // A control character in the address is refused before any page (proxy.ts).
    expect((await page(user, `/sign-in?next=${encodeURIComponent("/\t/evil.example")}`)).status).toBe(400);
    for (const next of ["//evil.example/", "/\\evil.example", "https://evil.example/", "javascript:alert(1)"]) {
      const { status, location } = await page(user, `/sign-in?next=${encodeURIComponent(next)}`);
      expect(status, next).toBe(307);
      expect(location, next).not.toContain("evil");
      expect(pathOf(location), next).toBe("/");
    }
  });
});
