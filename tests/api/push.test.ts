// Web Push (lib/notifications/push): a device subscribes, and a test push reaches a push service started here on
// 127.0.0.1, signed with the app's VAPID key and encrypted for that device alone, which decrypts it
// with its own keys. A push service's 404/410 deletes the subscription; other refusals keep it.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, signedUpUser } from "../support/api-client";
import { expectError } from "../support/auth-helpers";
import { LocalPushService, decryptPush, verifyVapid, type Device } from "../support/push-service";
import { routeServers } from "../support/route-servers";

let service: LocalPushService;
let publicKey: string;

beforeAll(async () => {
  service = await LocalPushService.start();
  publicKey = (await new ApiClient().get("/api/push/key")).body.publicKey;
});
afterAll(() => service.stop());

const subscription = (device: Device) => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys });
const remove = (client: ApiClient, endpoint: string) => client.request("DELETE", "/api/push/subscriptions", { endpoint });

describe("the VAPID key", () => {
  it("is public: a P-256 point anyone may read, the same on every call", async () => {
    const response = await new ApiClient().get("/api/push/key");
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(response.body.publicKey, "base64url")[0]).toBe(4);
    expect((await new ApiClient().get("/api/push/key")).body.publicKey).toBe(publicKey);
  });
});

describe("a test push", () => {
  it("reaches the device signed with the app's key, encrypted for it, in the language it subscribed in", async () => {
    const user = await signedUpUser("push");
    const spanish = service.device();
    const english = service.device();
    expect((await user.post("/api/push/subscriptions", subscription(spanish))).status).toBe(201);
    expect((await user.post("/api/push/subscriptions", subscription(english), { cookie: `${user.cookieHeader()}; saldo_locale=en` })).status).toBe(201);

    const sent = await user.post("/api/push/test");
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: 2, removed: 0, failed: 0 });

    const [toSpanish] = service.to(spanish);
    expect(toSpanish).toBeDefined();
    expect(toSpanish!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(toSpanish!.headers.ttl)).toBeGreaterThan(0);
    expect(toSpanish!.headers.urgency).toBe("high");
    const claims = verifyVapid(toSpanish!, service.origin, publicKey);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(decryptPush(spanish, toSpanish!)).toEqual({
      title: "Saldo: las notificaciones funcionan",
      body: expect.stringContaining("Tocá para abrir Saldo"),
      url: "/profile",
      tag: "saldo-test",
    });
    // Encrypted for one device: the other's keys cannot read it.
    expect(() => decryptPush(english, toSpanish!)).toThrow();

    const [toEnglish] = service.to(english);
    verifyVapid(toEnglish!, service.origin, publicKey);
    expect(decryptPush(english, toEnglish!)).toMatchObject({ title: "Saldo: notifications work", url: "/profile" });
  });

  it("says so when the user has no device", async () => {
    const user = await signedUpUser("push-none");
    expect((await user.post("/api/push/test")).body).toEqual({ sent: 0, removed: 0, failed: 0 });
  });

  it("deletes a subscription the push service answers 410 or 404 to, and keeps one it refuses otherwise", async () => {
    const user = await signedUpUser("push-gone");
    const gone = service.device();
    const expired = service.device();
    const busy = service.device();
    service.statusFor.set(new URL(gone.endpoint).pathname, 410);
    service.statusFor.set(new URL(expired.endpoint).pathname, 404);
    service.statusFor.set(new URL(busy.endpoint).pathname, 503);
    for (const device of [gone, expired, busy]) expect((await user.post("/api/push/subscriptions", subscription(device))).status).toBe(201);

    expect((await user.post("/api/push/test")).body).toEqual({ sent: 0, removed: 2, failed: 1 });
    // The gone ones are never tried again; the busy one is.
    expect((await user.post("/api/push/test")).body).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(service.to(gone)).toHaveLength(1);
    expect(service.to(expired)).toHaveLength(1);
    expect(service.to(busy)).toHaveLength(2);
    expectError(await remove(user, gone.endpoint), 404, "NOT_FOUND");
    expect((await remove(user, busy.endpoint)).status).toBe(200);
  });

  it("is limited: five in ten minutes per user", async () => {
    const user = await signedUpUser("push-limit");
    for (let i = 0; i < 5; i++) expect((await user.post("/api/push/test")).status).toBe(200);
    const refused = await user.post("/api/push/test");
    expectError(refused, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("subscriptions", () => {
  it("are turned off by their own user only", async () => {
    const ana = await signedUpUser("push-ana");
    const eve = await signedUpUser("push-eve");
    const device = service.device();
    await ana.post("/api/push/subscriptions", subscription(device));

    expectError(await remove(eve, device.endpoint), 404, "NOT_FOUND");
    expect((await ana.post("/api/push/test")).body.sent).toBe(1);

    expect((await remove(ana, device.endpoint)).body).toEqual({ subscribed: false });
    expect((await ana.post("/api/push/test")).body.sent).toBe(0);
    expect(service.to(device)).toHaveLength(1);
  });

  it("follow the device: subscribing it under another account moves it there", async () => {
    const first = await signedUpUser("push-first");
    const second = await signedUpUser("push-second");
    const device = service.device();
    await first.post("/api/push/subscriptions", subscription(device));
    expect((await second.post("/api/push/subscriptions", subscription(device))).status).toBe(201);
    expect((await first.post("/api/push/test")).body.sent).toBe(0);
    expect((await second.post("/api/push/test")).body.sent).toBe(1);
  });

  it("are kept for ten devices per user at most, the newest", async () => {
    const user = await signedUpUser("push-many");
    const devices = Array.from({ length: 12 }, () => service.device());
    for (const device of devices) await user.post("/api/push/subscriptions", subscription(device));
    expect((await user.post("/api/push/test")).body.sent).toBe(10);
    expect(service.to(devices[0]!)).toHaveLength(0);
    expect(service.to(devices[11]!)).toHaveLength(1);
  });

  it("need a session, and a request from Saldo's own pages", async () => {
    const device = service.device();
    expectError(await new ApiClient().post("/api/push/subscriptions", subscription(device)), 401, "UNAUTHENTICATED");
    expectError(await new ApiClient().post("/api/push/test"), 401, "UNAUTHENTICATED");
    const user = await signedUpUser("push-csrf");
    expectError(await user.post("/api/push/subscriptions", subscription(device), { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
    expectError(await user.post("/api/push/test", {}, { origin: "https://evil.example" }), 403, "CROSS_SITE_REQUEST");
  });

  it("refuse bad input with 400, keeping nothing", async () => {
    const user = await signedUpUser("push-bad");
    const device = service.device();
    const bad = [
      {},
      { endpoint: device.endpoint },
      { ...subscription(device), endpoint: "http://push.example.com/1" },
      { ...subscription(device), endpoint: "ftp://push.example.com/1" },
      { ...subscription(device), endpoint: `https://push.example.com/${"a".repeat(1000)}` },
      { ...subscription(device), keys: { ...device.keys, auth: "c2hvcnQ" } },
      { ...subscription(device), keys: { ...device.keys, p256dh: "not base64url!" } },
      // 65 bytes, but not a point on the curve: nothing could ever be encrypted to it.
      { ...subscription(device), keys: { ...device.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url") } },
      { ...subscription(device), userId: "00000000-0000-0000-0000-000000000000" },
    ];
    for (const body of bad) expectError(await user.post("/api/push/subscriptions", body), 400, "INVALID_INPUT");
    expectError(await remove(user, "not a url"), 400, "INVALID_INPUT");
    expect((await user.post("/api/push/test")).body.sent).toBe(0);
    expect(service.to(device)).toHaveLength(0);
  });
});

describe.runIf(inject("dbKind") === "postgres")("the push.send job", () => {
  it("delivers a message queued by any database client to each device, in its language", async () => {
    const user = await signedUpUser("push-job");
    const device = service.device();
    await user.post("/api/push/subscriptions", subscription(device), { cookie: `${user.cookieHeader()}; saldo_locale=en` });
    const userId = (await user.get("/api/me")).body.user.id as string;

    const client = new pg.Client({ connectionString: routeServers().databaseUrl });
    await client.connect();
    try {
      const payload = { userId, title: { es: "Vence EDENOR", en: "EDENOR is due" }, body: "$ 1.234,50", url: "/pay?company=EDENOR", tag: "due-1" };
      await client.query("select graphile_worker.add_job('push.send', $1::json)", [JSON.stringify(payload)]);
    } finally {
      await client.end();
    }
    await expect.poll(() => service.to(device).length, { timeout: 15_000, interval: 200 }).toBe(1);
    verifyVapid(service.to(device)[0]!, service.origin, publicKey);
    expect(decryptPush(device, service.to(device)[0]!)).toEqual({ title: "EDENOR is due", body: "$ 1.234,50", url: "/pay?company=EDENOR", tag: "due-1" });
  });
});

describe("the installable app's files", () => {
  it("serve the service worker as JavaScript, never stale, allowed the whole site, with its own policy", async () => {
    const response = await fetch(`${routeServers().appUrl}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(response.headers.get("cache-control")).toMatch(/no-cache/);
    expect(response.headers.get("service-worker-allowed")).toBe("/");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(await response.text()).toContain('addEventListener("push"');
  });

  it("serve the offline page to anyone, in the cookie's language, with no one's data", async () => {
    const spanish = await fetch(`${routeServers().appUrl}/offline`);
    expect(spanish.status).toBe(200);
    const page = await spanish.text();
    expect(page).toContain("Estás sin conexión");
    // Self-contained: no script, and its one style carries the nonce of the answer's policy.
    expect(page).not.toContain("<script");
    const nonce = /'nonce-([^']+)'/.exec(spanish.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(page).toContain(`<style nonce="${nonce}">`);
    const user = await signedUpUser("offline");
    const english = await fetch(`${routeServers().appUrl}/offline`, { headers: { cookie: `${user.cookieHeader()}; saldo_locale=en` } });
    const html = await english.text();
    expect(html).toContain("You are offline");
    expect(html).not.toContain("Ana Pérez");
  });

  it("describe the app in a manifest with the icons an install needs", async () => {
    const manifest = await (await fetch(`${routeServers().appUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: "Saldo", short_name: "Saldo", id: "/", start_url: "/", scope: "/", display: "standalone" });
    const sizes = (manifest.icons as { sizes: string; type: string; purpose?: string }[]).filter((i) => i.type === "image/png");
    expect(sizes.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(sizes.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/icon-maskable-512.png", "/icons/badge-96.png"]) {
      const response = await fetch(`${routeServers().appUrl}${icon}`);
      expect(response.status, icon).toBe(200);
      expect(response.headers.get("content-type"), icon).toBe("image/png");
    }
  });
});
