import { describe, expect, it } from "vitest";
import { ApiClient, signedUpUser } from "../support/api-client";

// The favicon and app icons are served by Saldo, and an unknown address answers 404 with a page in
// the user's language that leads home.

async function get(client: ApiClient, path: string, cookie = "") {
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: [client.cookieHeader(), cookie].filter(Boolean).join("; ") }, redirect: "manual" });
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: Buffer.from(await response.arrayBuffer()) };
}

describe("icons and manifest", () => {
  it("answer without a session, as images and a manifest naming Saldo", async () => {
    const anonymous = new ApiClient();
    const favicon = await get(anonymous, "/favicon.ico");
    expect(favicon.status).toBe(200);
    expect(favicon.type).toMatch(/^image\//);
    // An ICO file: reserved 0, type 1.
    expect([...favicon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    for (const path of ["/icon.svg", "/apple-icon.png", "/icons/icon-192.png", "/icons/icon-512.png"]) {
      const icon = await get(anonymous, path);
      expect(icon.status, path).toBe(200);
      expect(icon.type, path).toMatch(/^image\//);
    }
    const manifest = await get(anonymous, "/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.body.toString("utf8"))).toMatchObject({ name: "Saldo", short_name: "Saldo", start_url: "/", theme_color: "#0d653c" });
  });
});

describe("an unknown address", () => {
  it("answers 404 in Spanish by default and in English when chosen, with a link home", async () => {
    const user = await signedUpUser("not-found");
    const es = await get(user, "/no-existe");
    expect(es.status).toBe(404);
    const esHtml = es.body.toString("utf8");
    expect(esHtml).toContain("No encontramos esta página");
    expect(esHtml).toMatch(/<a[^>]*href="\/"[^>]*>.*Ir al inicio/s);
    expect(esHtml).not.toContain("This page could not be found");

    const en = await get(user, "/does/not/exist", "saldo_locale=en");
    expect(en.status).toBe(404);
    const enHtml = en.body.toString("utf8");
    expect(enHtml).toContain("We couldn’t find this page");
    expect(enHtml).toContain("Go to home");
  });
});
