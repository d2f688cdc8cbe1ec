import "server-only";
import { listen, type Listener } from "@/lib/platform/db/listen";
import { log } from "@/lib/platform/log";
import { LIVE_CHANNEL, parseNotices, type LiveNotice } from "./publish";

/** Told of a change to what it follows; null: notices may have been missed (the listener was away), read again. */
export type Subscriber = (notice: LiveNotice | null) => void;

type Bus = { subscribers: Map<string, Set<Subscriber>>; listener: Promise<Listener> | null };

// Next.js may load this module more than once (one copy per route bundle): one bus per process.
const holder = globalThis as typeof globalThis & { __saldoLiveBus?: Bus };
const bus = (holder.__saldoLiveBus ??= { subscribers: new Map(), listener: null });

export const operationKey = (operationId: string) => `o:${operationId}`;
export const userKey = (userId: string) => `u:${userId}`;

function deliver(payload: string) {
  for (const notice of parseNotices(payload)) {
    for (const key of [operationKey(notice.o), userKey(notice.u)]) {
      for (const subscriber of bus.subscribers.get(key) ?? []) subscriber(notice);
    }
  }
}

function everyone(): Set<Subscriber> {
  return new Set([...bus.subscribers.values()].flatMap((set) => [...set]));
}

/** The instance's one listener, started by the first subscriber. */
function start(): Promise<Listener> {
  bus.listener ??= listen(LIVE_CHANNEL, {
    notice: deliver,
    ready: () => everyone().forEach((subscriber) => subscriber(null)),
  }).catch((error: unknown) => {
    bus.listener = null;
    log.error({ err: error }, "live: could not listen for changes");
    throw error;
  });
  return bus.listener;
}

/**
 * Follows changes to operations by key (operationKey, userKey) until the returned function is
 * called. Resolves once the listener is started, so a read made after it misses no change.
 */
export async function subscribe(keys: string[], subscriber: Subscriber): Promise<() => void> {
  for (const key of keys) {
    const set = bus.subscribers.get(key) ?? new Set();
    set.add(subscriber);
    bus.subscribers.set(key, set);
  }
  const unsubscribe = () => {
    for (const key of keys) {
      const set = bus.subscribers.get(key);
      set?.delete(subscriber);
      if (set?.size === 0) bus.subscribers.delete(key);
    }
  };
  try {
    await start();
  } catch (error) {
    unsubscribe();
    throw error;
  }
  return unsubscribe;
}

/** For /api/health: "idle" until a page follows something, then whether notices can arrive. */
export async function liveStatus(): Promise<"idle" | "listening" | "reconnecting"> {
  if (!bus.listener) return "idle";
  try {
    return (await bus.listener).connected() ? "listening" : "reconnecting";
  } catch {
    return "reconnecting";
  }
}
