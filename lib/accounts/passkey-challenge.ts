import "server-only";
import { createHash } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { cookies } from "next/headers";
import { env } from "@/lib/platform/env";
import { AppError } from "@/lib/platform/http/errors";
import { sessionSecret } from "@/lib/platform/secrets";

// A passkey ceremony's challenge, between the options the server gave and the browser's answer: a
// sealed, httpOnly, SameSite=Strict cookie of its own, for five minutes, spent by the answer (so an
// answer cannot be replayed), and valid on every instance without a table.

const production = env.NODE_ENV === "production";
const COOKIE = production ? "__Host-saldo_passkey" : "saldo_passkey";
const TTL_SECONDS = 300;

type Purpose = "register" | "sign-in";
type Challenge = { challenge: string; purpose: Purpose; userId: string | null };

// A key of its own, derived from the session secret, so no other cookie passes for this one.
const password = () => createHash("sha256").update(`saldo passkey challenge\0${sessionSecret()}`).digest("base64url");

export async function keepChallenge(challenge: Challenge): Promise<void> {
  const sealed = await sealData(challenge, { password: password(), ttl: TTL_SECONDS });
  (await cookies()).set(COOKIE, sealed, { httpOnly: true, sameSite: "strict", secure: production, path: "/", maxAge: TTL_SECONDS });
}

/** The challenge given for `purpose` (and this user), spent; refused when there is none or it expired. */
export async function takeChallenge(purpose: Purpose, userId: string | null): Promise<string> {
  const store = await cookies();
  const sealed = store.get(COOKIE)?.value;
  store.set(COOKIE, "", { httpOnly: true, sameSite: "strict", secure: production, path: "/", maxAge: 0 });
  let found: Partial<Challenge> = {};
  if (sealed) {
    try {
      found = await unsealData<Challenge>(sealed, { password: password(), ttl: TTL_SECONDS });
    } catch {
      found = {};
    }
  }
  if (typeof found.challenge !== "string" || found.purpose !== purpose || (found.userId ?? null) !== userId) {
    throw new AppError("INVALID_INPUT", "Start again: the passkey request expired.", { passkey: ["expired"] });
  }
  return found.challenge;
}
