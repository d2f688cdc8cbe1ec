// The browser's way to call the BFF (`/api/*`). No secrets here: this runs in the browser.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

type Options = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** A payment's Idempotency-Key; a risky move's answered confirmation (Saldo-Confirmation). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** JSON in and out; an answer that is not 2xx throws ApiError with the BFF's code and message. */
export async function apiFetch<T>(path: string, { method = "GET", body, headers, signal }: Options = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      cache: "no-store",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK", "network");
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? "INTERNAL", error?.message ?? response.statusText, error?.details);
  }
  return data as T;
}

/** Field errors of a 400 answer, keyed like the form's fields (`queryData.clientNumber`, `amount`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.details)) {
    if (Array.isArray(value) && typeof value[0] === "string") out[key] = value[0];
  }
  return out;
}
