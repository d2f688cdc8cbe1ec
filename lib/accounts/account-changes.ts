import "server-only";
import { listen, type Listener } from "@/lib/platform/db/listen";
import { log } from "@/lib/platform/log";

// On a PostgreSQL server, every change to a user's row, and every session that ends, is announced
// when it commits, whichever instance made it: the users_changed trigger sends the user's id and
// the sessions_changed trigger `session:` and the session's id, on the channel saldo_users. Each
// instance listens, and forgets its copy of that user or session at once. Copies are used only
// while the instance is listening: from the moment the connection is lost, every request reads
// from the database again, and when it is back every copy is dropped (what changed meanwhile was
// not heard).

export const ACCOUNT_CHANGES_CHANNEL = "saldo_users";
const SESSION_PREFIX = "session:";

export type Forgetter = { forget(id: string): void; forgetAll(): void };
type Kind = "user" | "session";
type Following = { listener: Promise<Listener> | null; connected: Listener | null; copies: Partial<Record<Kind, Forgetter>> };

// Next.js may load this module more than once (one copy per route bundle): one listener per process.
const holder = globalThis as typeof globalThis & { __saldoAccountChanges?: Following };
const following = (holder.__saldoAccountChanges ??= { listener: null, connected: null, copies: {} });

function heard(payload: string): void {
  const session = payload.startsWith(SESSION_PREFIX);
  following.copies[session ? "session" : "user"]?.forget((session ? payload.slice(SESSION_PREFIX.length) : payload).toLowerCase());
}

/**
 * Whether this instance hears every change to users and sessions now, so that its copies of
 * `kind` are as fresh as a read. The first call starts listening (and answers false until it is).
 */
export function hearingAccountChanges(kind: Kind, copies: Forgetter): boolean {
  following.copies[kind] ??= copies;
  if (!following.listener) {
    following.listener = listen(ACCOUNT_CHANGES_CHANNEL, {
      notice: heard,
      ready: () => Object.values(following.copies).forEach((c) => c.forgetAll()),
    });
    following.listener.then(
      (listener) => (following.connected = listener),
      (error: unknown) => {
        // Tried again by the next request; meanwhile every request reads from the database.
        following.listener = null;
        log.error({ err: error }, "accounts: could not listen for changes to users and sessions");
      },
    );
  }
  return following.connected?.connected() ?? false;
}
