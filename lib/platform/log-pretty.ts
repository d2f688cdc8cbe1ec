// The server log as a person reads it on a terminal: one line per entry, time, level, message and
// the entry's fields. Made from the JSON line pino already wrote, so what redaction and the error
// serializer removed is never there to show.
import type { DestinationStream } from "pino";

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

const clockTime = (ms: unknown) => {
  const date = new Date(typeof ms === "number" ? ms : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, "0")).join(":");
};

/** A field's value: bare when it reads unambiguously, JSON otherwise. */
const shown = (value: unknown) =>
  typeof value === "string" && /^[^\s"=]+$/.test(value) ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : JSON.stringify(value);

/** An error as `Type: message [code]`, its causes after it. */
function errorText(error: unknown): string {
  if (!error || typeof error !== "object") return shown(error);
  const { type, message, code, cause } = error as { type?: string; message?: string; code?: string; cause?: unknown };
  return `${type ?? "Error"}: ${message ?? ""}${code ? ` [${code}]` : ""}${cause ? ` ← ${errorText(cause)}` : ""}`;
}

/** One JSON log line as a readable line (a line that is not JSON passes as it is). */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const { time, level, msg, err, error, ...fields } = entry;
  const parts = [clockTime(time), (LEVELS[level as number] ?? String(level)).padEnd(5), typeof msg === "string" ? msg : ""];
  for (const [key, value] of Object.entries(fields)) parts.push(`${key}=${shown(value)}`);
  for (const failure of [err, error]) if (failure !== undefined) parts.push(`error=${errorText(failure)}`);
  return `${parts.filter(Boolean).join(" ")}\n`;
}

/** A destination that turns each JSON line into a readable one before passing it on. */
export const prettyDestination = (out: DestinationStream): DestinationStream => ({
  write: (line: string) => out.write(prettyLine(line)),
});
