// Shared set-up of the contract suite: a real sandbox process on a free port, a real HTTP
// listener for its callbacks, and a provider client pointed at that sandbox.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startCallbackListener } from "./callback-listener";
import { startSandbox, type SandboxProcess } from "./sandbox-process";
import { createProviderClient, isProviderError, type ProviderClient, type ProviderConfig, type ProviderError } from "@/lib/provider";

export const API_KEY = "sandbox-api-key";
export const USERNAME = "saldo";
export const PASSWORD = "saldo-sandbox-password";

export function clientConfig(baseUrl: string, overrides: Partial<ProviderConfig> = {}): ProviderConfig {
  return {
    urls: {
      login: `${baseUrl}/auth`,
      companies: `${baseUrl}/companies`,
      services: `${baseUrl}/services`,
      recharge: `${baseUrl}/recharge`,
      subscriptions: `${baseUrl}/subscriptions`,
      agenda: `${baseUrl}/agenda`,
      tools: `${baseUrl}/tools`,
    },
    apiKey: API_KEY,
    username: USERNAME,
    password: PASSWORD,
    timeoutMs: 5000,
    paymentTimeoutMs: 5000,
    retry: { attempts: 3, baseDelayMs: 20 },
    ...overrides,
  };
}

export type ContractContext = {
  sandbox: SandboxProcess;
  listener: Awaited<ReturnType<typeof startCallbackListener>>;
  client: ProviderClient;
  /** A fresh client (own token) against the same sandbox, e.g. with other credentials. */
  newClient(overrides?: Partial<ProviderConfig>): ProviderClient;
};

/**
 * Registers hooks that start the sandbox and listener once per file and reset the sandbox
 * before each test. `sandboxEnv` adds SANDBOX_* variables.
 */
export function useSandbox(sandboxEnv: Record<string, string> = {}): ContractContext {
  const ctx = {} as ContractContext;
  beforeAll(async () => {
    ctx.listener = await startCallbackListener();
    ctx.sandbox = await startSandbox({ SANDBOX_CALLBACK_URL: ctx.listener.url, ...sandboxEnv });
    ctx.newClient = (overrides) => createProviderClient(clientConfig(ctx.sandbox.url, overrides));
    ctx.client = ctx.newClient();
  });
  beforeEach(async () => {
    await ctx.sandbox.control("/reset", {});
    ctx.listener.received.length = 0;
    ctx.listener.answerWith([]);
    ctx.client = ctx.newClient();
  });
  afterAll(async () => {
    await ctx.sandbox?.stop();
    await ctx.listener?.close();
  });
  return ctx;
}

/** The ProviderError a call rejects with; fails the test when it resolves or rejects otherwise. */
export async function providerFailure(call: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

/**
 * One request straight to the sandbox with a freshly issued token, for what the client refuses to
 * send (missing fields, bad types, empty patches).
 */
export async function rawWithToken(baseUrl: string, method: string, path: string, body?: unknown) {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": API_KEY },
    body: JSON.stringify({ clientUsername: USERNAME, password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-api-key": API_KEY, "x-authorization-token": accessToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
}
