// A tiny browser stand-in for route tests: keeps cookies, sends our Origin on mutations.
import { randomBytes, randomUUID } from "node:crypto";
import { routeServers } from "./route-servers";

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export class ApiClient {
  private cookies = new Map<string, string>();

  /** Each client is a browser on its own address, so the app's per-address limits tell them apart. */
  constructor(
    readonly baseUrl: string = routeServers().appUrl,
    readonly address: string = randomAddress(),
  ) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { origin: this.baseUrl }),
        "x-forwarded-for": this.address,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (!name) continue;
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON; keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>("GET", path);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>("POST", path, body ?? {}, headers);
  patch = <T = any>(path: string, body?: unknown) => this.request<T>("PATCH", path, body ?? {});

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** A random address in the IPv6 documentation range (2001:db8::/32): never a real client. */
export const randomAddress = () => `2001:db8:${randomBytes(12).toString("hex").replace(/(.{4})(?!$)/g, "$1:")}`;

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 8)}@saldo.test`;

/** A new signed-in user. */
export async function signedUpUser(prefix = "user", email = uniqueEmail(prefix)): Promise<ApiClient> {
  const client = new ApiClient();
  const response = await client.post("/api/auth/sign-up", { email, password: "correct horse battery", name: "Ana Pérez" });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

/** Calls the sandbox's control API. */
export async function sandboxControl<T = any>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${routeServers().sandboxUrl}/_sandbox${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const newIdempotencyKey = () => randomUUID();

/**
 * Provider requests made so far, leaving out the app's background traffic: the reconciler's
 * status reads, the logins they may need and the float's wallet reads. What is left is what a
 * route under test caused.
 */
export async function providerRequests(): Promise<number> {
  const { byRoute } = await sandboxControl<{ byRoute: Record<string, number> }>("/stats/routes");
  const requests = Object.values(byRoute).reduce((sum, count) => sum + count, 0);
  const background = Object.entries(byRoute)
    .filter(([route]) => route.endsWith("/operation") || route === "GET /tools/wallet" || route === "POST /auth/login")
    .reduce((sum, [, count]) => sum + count, 0);
  return requests - background;
}
