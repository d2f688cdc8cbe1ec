// A signed-up Saldo user for the benchmark: a session cookie, and requests sent the way the app's
// pages send them (same Origin on mutations, its own address behind TRUST_PROXY=1).
import { randomBytes, randomUUID } from "node:crypto";

export type BenchUser = { email: string; cookie: string; address: string; signedInAt: number; request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown }> };

export const PASSWORD = "correct horse battery";

const newAddress = () => `2001:db8:${randomBytes(12).toString("hex").replace(/(.{4})(?!$)/g, "$1:")}`;

export async function signUp(baseUrl: string, email = `bench-${randomUUID().slice(0, 8)}@saldo.test`): Promise<BenchUser> {
  const address = newAddress();
  const cookies = new Map<string, string>();
  const user: BenchUser = {
    email,
    address,
    signedInAt: Date.now(),
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    async request(method, path, body, headers = {}) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(method === "GET" ? {} : { origin: baseUrl }),
          "x-forwarded-for": address,
          ...(cookies.size ? { cookie: user.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const [name, ...rest] = (line.split(";")[0] ?? "").split("=");
        if (name) cookies.set(name.trim(), rest.join("="));
      }
      const text = await response.text();
      try {
        return { status: response.status, body: text ? JSON.parse(text) : null };
      } catch {
        return { status: response.status, body: text };
      }
    },
  };
  const answer = await user.request("POST", "/api/auth/sign-up", { email, password: PASSWORD, name: "Bench Pérez" });
  if (answer.status !== 201) throw new Error(`sign-up at ${baseUrl} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return user;
}

/**
 * The user's cookie, signed in again first when it is older than 30 s. A session older than 60 s is
 * re-sealed on every request that carries it, and a load tool, unlike a browser, never takes the
 * new cookie: a load run (at most ~10 s) starts with a cookie young enough to stay as it is.
 */
export async function freshCookie(user: BenchUser): Promise<string> {
  if (Date.now() - user.signedInAt > 30_000) {
    const answer = await user.request("POST", "/api/auth/sign-in", { email: user.email, password: PASSWORD });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    user.signedInAt = Date.now();
  }
  return user.cookie;
}
