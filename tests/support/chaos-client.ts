// A browser stand-in for the chaos suite: one user's cookies and address, sent to whichever app
// instance a request is routed to (both share the database and the session secret, as behind a
// load balancer). A request that gets no answer throws; every answer is returned as it came.
import { randomBytes, randomUUID } from "node:crypto";

export type Answer = { status: number; body: unknown };

/** How long a client waits for an answer before giving up on it (a stuck request is an error too). */
const CLIENT_TIMEOUT_MS = 20_000;

export class ChaosUser {
  private cookies = new Map<string, string>();
  /** Each user on its own address (IPv6 documentation range), so per-address limits tell them apart. */
  readonly address = `2001:db8:${randomBytes(12).toString("hex").replace(/(.{4})(?!$)/g, "$1:")}`;

  constructor(readonly email = `chaos-${randomUUID().slice(0, 8)}@saldo.test`) {}

  async request(baseUrl: string, method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { origin: baseUrl }),
        "x-forwarded-for": this.address,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, ...rest] = (line.split(";")[0] ?? "").split("=");
      if (name) this.cookies.set(name.trim(), rest.join("="));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON; keep the text
    }
    return { status: response.status, body: parsed };
  }

  readonly password = "correct horse battery";

  async signUp(baseUrl: string): Promise<this> {
    const answer = await this.request(baseUrl, "POST", "/api/auth/sign-up", {
      email: this.email, password: this.password, name: "Caos Pérez",
    });
    if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return this;
  }
}
