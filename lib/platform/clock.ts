import "server-only";
import { env, sandboxMode } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";

// The calendar autopay plans by. Against a real provider it is the machine's clock. In sandbox
// mode it is the sandbox's (real time plus the offset POST /_sandbox/clock/advance adds): the
// sandbox stands for the world, so moving its clock ahead by days brings a bill's notice and its
// charge without waiting for them, the same way it expires tokens and debts.

/** Now, on the calendar bills fall due by. */
export async function businessNow(): Promise<Date> {
  if (!sandboxMode()) return new Date();
  try {
    const response = await fetch(new URL("/_sandbox/clock", env.PROVIDER_LOGIN_URL), { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { offsetMs } = (await response.json()) as { offsetMs: number };
    return new Date(Date.now() + (Number.isFinite(offsetMs) ? offsetMs : 0));
  } catch (error) {
    log.warn({ err: error }, "sandbox clock unreadable; using this machine's");
    return new Date();
  }
}
