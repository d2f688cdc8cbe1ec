import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/platform/env";
import { prettyDestination } from "@/lib/platform/log-pretty";

// One structured logger for the server: JSON lines on stdout, or readable lines on a terminal
// (LOG_FORMAT). Two layers keep secrets out, whatever the format:
// `redact` blanks known secret fields wherever they sit in a logged object, and the error
// serializer drops what errors carry on the side — a failed query's parameters (password hashes,
// emails, raw bodies), a database error's `detail` and quoted values, request headers.

const REDACTED = "[redacted]";

const SECRET_KEYS = [
  "password", "passwordHash", "password_hash", "token", "accessToken", "refreshToken", "apiKey",
  "x-api-key", "x-authorization-token", "authorization", "cookie", "set-cookie", "hash", "pin",
  "activatePin", "pinCiphertext", "email", "rawBody", "raw_body", "params", "secret",
];

/** Each secret key at the top level, one level down and two levels down (pino's redact needs paths). */
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const field = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const sep = field.startsWith("[") ? "" : ".";
  return [field, `*${sep}${field}`, `*.*${sep}${field}`];
});

type SafeError = { type: string; message: string; code?: string; cause?: SafeError };

/** A quoted value inside a database message (`invalid input syntax for type uuid: "…"`). */
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * What of an error is worth a log line and safe to keep. Drizzle's "Failed query: … params: …"
 * keeps its statement (placeholders only) and loses the parameter list; anything else keeps
 * name, message and code. Causes are followed a few levels.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 500) };
  const record = error as Error & { code?: unknown; severity?: unknown };
  let message = error.message;
  const params = message.indexOf("\nparams:");
  if (params >= 0) message = message.slice(0, params);
  // A PostgreSQL error (it has a severity) may quote the offending value in its message.
  if (typeof record.severity === "string") message = message.replace(QUOTED, '"…"');
  const out: SafeError = { type: error.name, message: message.slice(0, 1_000) };
  if (typeof record.code === "string" || typeof record.code === "number") out.code = String(record.code);
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1);
  return out;
}

export type LogFormat = "json" | "pretty";

/** Readable on a terminal, JSON for whatever collects the log; LOG_FORMAT decides when set. */
export const logFormat = (isTerminal = Boolean(process.stdout.isTTY)): LogFormat => env.LOG_FORMAT ?? (isTerminal ? "pretty" : "json");

export function createLogger(destination?: DestinationStream, format: LogFormat = "json"): Logger {
  const out = destination ?? pino.destination(1);
  return pino(
    {
      level: "info",
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: safeError, error: safeError },
    },
    format === "pretty" ? prettyDestination(out) : out,
  );
}

// Next.js may load this module more than once per process; one logger is enough.
const holder = globalThis as typeof globalThis & { __saldoLog?: Logger };

export const log: Logger = (holder.__saldoLog ??= createLogger(undefined, logFormat()));
