// What a start decides from the settings before it serves: the settings without which it stops,
// and the address the server listens on.
import { env, sandboxMode, type Env } from "@/lib/platform/env";

/** Secrets with no safe default: against a real provider the app does not start without them. */
const REQUIRED_OUTSIDE_SANDBOX = [
  "SESSION_SECRET", "PIN_ENCRYPTION_KEY", "CALLBACK_API_KEY", "CALLBACK_TOKEN", "VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT",
] as const;

/** Mail settings with no safe default: password reset mails links to APP_URL through SMTP_URL. */
const MAIL_REQUIRED_OUTSIDE_SANDBOX = ["SMTP_URL", "APP_URL"] as const;

function assertPresent(e: Env, names: readonly (keyof Env)[]): void {
  if (sandboxMode(e)) return;
  const missing = names.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new Error(`Invalid environment: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} required when the provider is not the local sandbox`);
  }
}

/** Throws naming every missing secret, unless the provider is the local sandbox. */
export const assertProductionSecrets = (e: Env = env): void => assertPresent(e, REQUIRED_OUTSIDE_SANDBOX);

/** Throws naming every missing mail setting, unless the provider is the local sandbox. */
export const assertMailSettings = (e: Env = env): void => assertPresent(e, MAIL_REQUIRED_OUTSIDE_SANDBOX);

/**
 * The address the server listens on; null for every interface. HOST when set. In sandbox mode,
 * this machine only: anyone who reached the app could sign in with the demo account, whose
 * password the README publishes. Against a real provider, every interface, as a deploy behind a
 * load balancer or in a container needs.
 */
export function listenHost(e: Env = env): string | null {
  if (e.HOST) return e.HOST;
  return sandboxMode(e) ? "127.0.0.1" : null;
}
