import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sealData } from "iron-session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppProcess } from "../support/app-process";
import { freePort } from "../support/free-port";
import { ApiClient, randomAddress, uniqueEmail, type ApiResponse } from "../support/api-client";
import { PASSWORD, expectError, signUp } from "../support/auth-helpers";
import { LoopbackClient } from "./helpers/auth-loopback";
import { TEST_SECRETS } from "../support/secrets";
import { routeServers } from "../support/route-servers";

// The route suite's app runs with TRUST_PROXY=1 and each ApiClient plays the proxy in front of it,
// appending its own address to X-Forwarded-For; so each client is a distinct address.

const signIn = (client: ApiClient | LoopbackClient, email: string, password: string, headers?: Record<string, string>) =>
  client.post("/api/auth/sign-in", { email, password }, headers);

function expectRateLimited(response: ApiResponse<{ error: { message: string } }>, maxSeconds: number) {
  expectError(response, 429, "RATE_LIMITED");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.body.error.message).toMatch(/Try again in \d+ minutes?\.$/);
}

const statuses = (answers: ApiResponse[]) => answers.map((a) => a.status).sort();
const count = (values: number[], value: number) => values.filter((v) => v === value).length;

/** `times` wrong passwords for `email`, each from a new device on a new address, all at once. */
const distributedGuesses = (email: string, times: number) =>
  Promise.all(Array.from({ length: times }, (_, i) => signIn(new ApiClient(), email, `wrong password ${i}`)));

/** `times` failed sign-ins from `client`'s address, each to an email nobody has. */
async function spray(client: ApiClient | LoopbackClient, times: number, headers?: () => Record<string, string>) {
  for (let i = 0; i < times; i++) expect((await signIn(client, uniqueEmail("spray"), PASSWORD, headers?.())).status).toBe(401);
}

describe("sign-in limits per account and address", () => {
  it("after 5 wrong passwords from one address refuses the account there, even with the right password, while the owner signs in from another", async () => {
    const email = uniqueEmail("locked");
    await signUp(email);
    const attacker = new ApiClient();
    for (let i = 0; i < 5; i++) expectError(await signIn(attacker, email, `wrong password ${i}`), 401, "UNAUTHENTICATED");

    expectRateLimited(await signIn(attacker, email, PASSWORD), 15 * 60);
    // Another device on the attacker's address is refused too: the pair (account, address) is.
    expectRateLimited(await signIn(new ApiClient(undefined, attacker.address), email, PASSWORD), 15 * 60);
    // The owner, on a new device elsewhere, is not.
    expect((await signIn(new ApiClient(), email, PASSWORD)).status).toBe(200);
  });

  it("lets no more than 5 of 12 simultaneous wrong guesses from one address through to a password check", async () => {
    const email = uniqueEmail("burst");
    await signUp(email);
    const address = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(new ApiClient(undefined, address), email, `wrong password ${i}`)),
    );
    expect(count(statuses(answers), 401)).toBe(5);
    expect(count(statuses(answers), 429)).toBe(7);
  });

  it("counts only failures: a successful sign-in forgives the earlier ones from that address", async () => {
    const email = uniqueEmail("forgiven");
    await signUp(email);
    const address = randomAddress();
    for (let round = 0; round < 2; round++) {
      // A new device each round, so the forgiving is the address's, not a known device's.
      const client = new ApiClient(undefined, address);
      for (let i = 0; i < 4; i++) expect((await signIn(client, email, "wrong password!")).status).toBe(401);
      expect((await signIn(client, email, PASSWORD)).status).toBe(200);
    }
  });
});

describe("sign-in limits per account across addresses", () => {
  it("remembers a device that signed in in a sealed, httpOnly, same-site cookie that shows no email", async () => {
    const email = uniqueEmail("device");
    await signUp(email);
    const response = await signIn(new ApiClient(), email, PASSWORD);
    const line = response.headers.getSetCookie().find((l) => l.startsWith("__Host-saldo_device="));
    expect(line).toMatch(/^__Host-saldo_device=Fe26\.2\*/);
    const attributes = line!.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "secure", "path=/"]));
    expect(attributes.some((a) => a.startsWith("max-age="))).toBe(true);
    expect(line).not.toContain(email.split("@")[0]);
  });

  it("after 20 wrong passwords from new devices refuses new devices, while a device that signed in before still signs in", async () => {
    const email = uniqueEmail("spread");
    const owner = await signUp(email);
    // 25 guesses at once from 25 addresses: the ceiling holds under concurrency too.
    const answers = statuses(await distributedGuesses(email, 25));
    expect(count(answers, 401)).toBe(20);
    expect(count(answers, 429)).toBe(5);

    const newDevice = await signIn(new ApiClient(), email, PASSWORD);
    expectRateLimited(newDevice, 15 * 60);
    expect(newDevice.body.error.message).toMatch(/new devices/);
    const known = await signIn(owner, email, PASSWORD);
    expect(known.status).toBe(200);
    expect((await owner.get("/api/me")).body.user.email).toBe(email);
  });

  it("never refuses a known device because of others' failures, even on the attacker's own address", async () => {
    const email = uniqueEmail("shared-nat");
    const owner = await signUp(email);
    const attacker = new ApiClient(undefined, owner.address);
    for (let i = 0; i < 5; i++) expect((await signIn(attacker, email, `wrong password ${i}`)).status).toBe(401);
    await spray(attacker, 25);
    // The address is refused for this account and for every other one.
    expectRateLimited(await signIn(new ApiClient(undefined, owner.address), email, PASSWORD), 15 * 60);
    expectRateLimited(await signIn(attacker, uniqueEmail("spray"), PASSWORD), 15 * 60);

    expect((await signIn(owner, email, PASSWORD)).status).toBe(200);
  });

  it("gives a known device its own budget: 5 wrong passwords there refuse that device only", async () => {
    const email = uniqueEmail("own-budget");
    const owner = await signUp(email);
    for (let i = 0; i < 5; i++) expect((await signIn(owner, email, `wrong password ${i}`)).status).toBe(401);
    const refused = await signIn(owner, email, PASSWORD);
    expectRateLimited(refused, 15 * 60);
    expect(refused.body.error.message).toMatch(/this device/);
    // Its failures are its own: they neither count on its address nor against new devices.
    expect((await signIn(new ApiClient(undefined, owner.address), email, PASSWORD)).status).toBe(200);
  });

  it("treats a device cookie of another account, or one it did not seal, as a new device", async () => {
    const target = uniqueEmail("ceiling");
    await signUp(target);
    const other = await signUp(uniqueEmail("other-account"));
    expect(count(statuses(await distributedGuesses(target, 20)), 401)).toBe(20);

    expectRateLimited(await signIn(other, target, PASSWORD), 15 * 60);
    const forged = await sealData({ id: "forged", accounts: [target] }, { password: "a".repeat(32), ttl: 3600 });
    const withForged = await signIn(new ApiClient(), target, PASSWORD, { cookie: `__Host-saldo_device=${forged}` });
    expectRateLimited(withForged, 15 * 60);
  });

  it("limits unknown emails exactly like real ones, so no limit reveals which accounts exist", async () => {
    const real = uniqueEmail("real");
    await signUp(real);
    const ghost = uniqueEmail("ghost");
    const observe = async (email: string) => {
      const attacker = new ApiClient();
      const seen: string[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await signIn(attacker, email, `wrong password ${i}`);
        seen.push(`${answer.status} ${answer.body.error.message}`);
      }
      const spread = await distributedGuesses(email, 21);
      seen.push(...spread.map((a) => `${a.status} ${a.body.error.message}`).sort());
      return seen.map((line) => line.replace(/\d+ minutes?/, "N minutes"));
    };
    expect(await observe(ghost)).toEqual(await observe(real));
  });
});

describe("sign-in limits per address", () => {
  it("refuses one address after 30 failures across different accounts, counting the hop the proxy appended", async () => {
    const address = randomAddress();
    const client = new ApiClient(undefined, address);
    // Each attempt also carries an entry the client wrote itself, before the proxy's.
    await spray(client, 30, () => ({ "x-forwarded-for": `${randomAddress()}, ${address}` }));

    const victim = uniqueEmail("spray-real");
    await signUp(victim);
    expectRateLimited(await signIn(client, victim, PASSWORD), 15 * 60);
    expectRateLimited(await signIn(client, victim, PASSWORD, { "x-forwarded-for": `${randomAddress()}, ${address}` }), 15 * 60);
    expect((await signIn(new ApiClient(), victim, PASSWORD)).status).toBe(200);
  });

  it("does not count successful sign-ins against the address, and a success forgives none of its failures", async () => {
    const email = uniqueEmail("regular");
    await signUp(email);
    const address = randomAddress();
    await spray(new ApiClient(undefined, address), 29);
    // New devices each time, so every success goes through the address's limit.
    for (let i = 0; i < 3; i++) expect((await signIn(new ApiClient(undefined, address), email, PASSWORD)).status).toBe(200);
    expect((await signIn(new ApiClient(undefined, address), uniqueEmail("spray"), PASSWORD)).status).toBe(401);
    expectRateLimited(await signIn(new ApiClient(undefined, address), uniqueEmail("spray"), PASSWORD), 15 * 60);
  });
});

describe("sign-in limits without a trusted proxy (TRUST_PROXY unset)", () => {
  // A second app on the suite's sandbox, with its own database, trusting no proxy.
  let app: AppProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "saldo-api-noproxy-"));

  beforeAll(async () => {
    app = await startApp(await freePort(), {
      PROVIDER_BASE_URL: routeServers().sandboxUrl,
      PROVIDER_API_KEY: TEST_SECRETS.providerApiKey,
      PROVIDER_PASSWORD: TEST_SECRETS.providerPassword,
      SESSION_SECRET: TEST_SECRETS.sessionSecret,
      PIN_ENCRYPTION_KEY: TEST_SECRETS.pinKey,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TRUST_PROXY: "",
    });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const from = (localAddress: string) => new LoopbackClient(app!.url, localAddress);

  it("takes the connection's address: a rotating X-Forwarded-For does not escape the per-address limit", async () => {
    const client = from("127.0.0.2");
    // The private header server.mjs stamps is overwritten, whatever the client sends under its name.
    const spoofed = () => ({ "x-forwarded-for": randomAddress(), "x-real-ip": randomAddress(), "x-saldo-peer-address": randomAddress() });
    await spray(client, 30, spoofed);
    expectRateLimited(await signIn(client, uniqueEmail("spray"), PASSWORD, spoofed()), 15 * 60);
  });

  it("keeps a separate limit per connection address, which no client can charge to another by naming it", async () => {
    // 127.0.0.3 claims to be 127.0.0.4 on every attempt; the failures are its own.
    await spray(from("127.0.0.3"), 30, () => ({ "x-forwarded-for": "127.0.0.4" }));
    expectRateLimited(await signIn(from("127.0.0.3"), uniqueEmail("spray"), PASSWORD), 15 * 60);
    expect((await signIn(from("127.0.0.4"), uniqueEmail("spray"), PASSWORD)).status).toBe(401);
  });

  it("lets the owner sign in from another connection address while one address hammers the account", async () => {
    const email = uniqueEmail("hammered");
    expect((await from("127.0.0.5").post("/api/auth/sign-up", { email, password: PASSWORD, name: "Ana" })).status).toBe(201);
    const attacker = from("127.0.0.6");
    for (let i = 0; i < 5; i++) expect((await signIn(attacker, email, `wrong password ${i}`)).status).toBe(401);
    expectRateLimited(await signIn(attacker, email, PASSWORD), 15 * 60);
    expect((await signIn(from("127.0.0.7"), email, PASSWORD)).status).toBe(200);
  });
});

describe("sign-up rate limit", () => {
  it("refuses an 11th sign-up from one address within the hour with 429", async () => {
    const client = new ApiClient(undefined, randomAddress());
    for (let i = 0; i < 10; i++) {
      const response = await client.post("/api/auth/sign-up", { email: uniqueEmail("farm"), password: PASSWORD, name: "Farm" });
      expect(response.status).toBe(201);
    }
    const refused = await client.post("/api/auth/sign-up", { email: uniqueEmail("farm"), password: PASSWORD, name: "Farm" });
    expectRateLimited(refused, 60 * 60);
    expect((await new ApiClient().post("/api/auth/sign-up", { email: uniqueEmail("elsewhere"), password: PASSWORD, name: "Ana" })).status).toBe(201);
  });
});
