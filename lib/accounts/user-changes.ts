import "server-only";
import { listen, type Listener } from "@/lib/platform/db/listen";
import { log } from "@/lib/platform/log";

// On a PostgreSQL server, every change to a user's row is announced when it commits (the
// users_changed trigger, channel saldo_users, payload the user's id), whichever instance made it.
// Each instance listens, and forgets its copy of that user at once. Copies are used only while the
// instance is listening: from the moment the connection is lost, every request reads its user
// from the database again, and when it is back every copy is dropped (what changed meanwhile was
// not heard).

export const USER_CHANGES_CHANNEL = "saldo_users";

type Forgetter = { forget(id: string): void; forgetAll(): void };
type Following = { listener: Promise<Listener> | null; connected: Listener | null };

// Next.js may load this module more than once (one copy per route bundle): one listener per process.
const holder = globalThis as typeof globalThis & { __saldoUserChanges?: Following };
const following = (holder.__saldoUserChanges ??= { listener: null, connected: null });

/**
 * Whether this instance hears every change to users now, so that its copies are as fresh as a
 * read. The first call starts listening (and answers false until it is).
 */
export function hearingUserChanges(copies: Forgetter): boolean {
  if (!following.listener) {
    following.listener = listen(USER_CHANGES_CHANNEL, {
      notice: (id) => copies.forget(id.toLowerCase()),
      ready: () => copies.forgetAll(),
    });
    following.listener.then(
      (listener) => (following.connected = listener),
      (error: unknown) => {
        // Tried again by the next request; meanwhile every request reads its user.
        following.listener = null;
        log.error({ err: error }, "accounts: could not listen for changes to users");
      },
    );
  }
  return following.connected?.connected() ?? false;
}
