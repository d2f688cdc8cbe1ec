// A client that connects from a chosen loopback address (127.0.0.2, 127.0.0.3, …) and sends no
// X-Forwarded-For unless told to. To an app listening on 127.0.0.1 each such client is a distinct
// connection address, as distinct machines are: Linux routes all of 127.0.0.0/8 to the loopback
// interface, so a socket can be bound to any of them. fetch cannot pick its source address.
import { request } from "node:http";
import type { ApiResponse } from "../../support/api-client";

export class LoopbackClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly localAddress: string,
  ) {}

  // Bodies of every shape, as ApiClient's: the assertions are what check them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  post<T = any>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const payload = JSON.stringify(body);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${this.baseUrl}${path}`,
        {
          method: "POST",
          localAddress: this.localAddress,
          // A new connection each time: the address under test is the one of this socket.
          agent: false,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
            origin: this.baseUrl,
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            for (const line of response.headers["set-cookie"] ?? []) {
              const [pair = ""] = line.split(";");
              const at = pair.indexOf("=");
              if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
            }
            const text = Buffer.concat(chunks).toString("utf8");
            const result = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (typeof value === "string") result.set(name, value);
            }
            resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T, headers: result });
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end(payload);
    });
  }
}
