import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { cookies } from "next/headers";
import { env } from "@/lib/platform/env";
import { sessionSecret } from "@/lib/platform/secrets";

// OWASP's "device cookies": a browser that signed in to an account keeps a sealed, httpOnly
// cookie saying so. On that device the account's sign-in has a budget of its own, so others'
// failures (on its address, or spread across addresses) never lock the owner out there. Only a
// successful sign-in (or sign-up) writes it; the server alone can seal one.

const production = env.NODE_ENV === "production";

export const DEVICE_COOKIE = production ? "__Host-saldo_device" : "saldo_device";

const TTL_SECONDS = 180 * 24 * 3600;
/** Accounts one device remembers (a shared family computer), most recent first. */
const MAX_ACCOUNTS = 5;

/** `accounts` holds hashes of emails: the cookie names its accounts without carrying an address. */
type Device = { id: string; accounts: string[] };

// A key of its own, derived from the session secret, so a session cookie never passes for a
// device cookie, nor the other way round.
const password = () => createHash("sha256").update(`saldo device cookie\0${sessionSecret()}`).digest("base64url");

const accountOf = (email: string) => createHash("sha256").update(email).digest("base64url").slice(0, 22);

async function read(): Promise<Device | null> {
  const sealed = (await cookies()).get(DEVICE_COOKIE)?.value;
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<Device>>(sealed, { password: password(), ttl: TTL_SECONDS });
    if (typeof data.id !== "string" || !Array.isArray(data.accounts)) return null;
    return { id: data.id, accounts: data.accounts.filter((a): a is string => typeof a === "string") };
  } catch {
    return null;
  }
}

/** This device's id when it signed in to `email` before (a valid cookie naming it), else null. */
export async function knownDeviceFor(email: string): Promise<string | null> {
  const device = await read();
  return device?.accounts.includes(accountOf(email)) ? device.id : null;
}

/** Remembers that this device signed in to `email`, for another 180 days. */
export async function rememberDevice(email: string): Promise<void> {
  const device = (await read()) ?? { id: randomBytes(16).toString("base64url"), accounts: [] };
  const account = accountOf(email);
  const accounts = [account, ...device.accounts.filter((a) => a !== account)].slice(0, MAX_ACCOUNTS);
  const sealed = await sealData({ id: device.id, accounts } satisfies Device, { password: password(), ttl: TTL_SECONDS });
  (await cookies()).set(DEVICE_COOKIE, sealed, {
    httpOnly: true,
    sameSite: "strict",
    secure: production,
    path: "/",
    maxAge: TTL_SECONDS,
  });
}
