import "server-only";
import { env as configured, sandboxMode, type Env } from "@/lib/platform/env";

/**
 * Whether a callback can prove itself with its signature, the HMAC `hash` of its body (verify.ts):
 * - required: a hash secret is shared with the provider, so every accepted callback is signed and
 *   one without a proof is worth an operator's look;
 * - sandbox: the local simulator, which signs nothing unless given a secret of its own: unsigned
 *   is the normal state, each result confirmed by a status read before it changes anything;
 * - unconfigured: a real provider and no hash secret here: nothing can be signed, the same status
 *   reads stand in for it.
 */
export type CallbackSigning = "required" | "sandbox" | "unconfigured";

export const callbackSigning = (e: Env = configured): CallbackSigning =>
  e.CALLBACK_HASH_SECRET ? "required" : sandboxMode(e) ? "sandbox" : "unconfigured";
