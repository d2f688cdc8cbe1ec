import "server-only";
import type { Client } from "pg";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { embeddedClient } from "./client";

// One LISTEN per instance. On a PostgreSQL server, a connection of its own (a pooled one would be
// handed to other queries): reconnected with a back-off when it drops, kept alive with a query, and
// LISTENing again each time. On the embedded database, its own in-process LISTEN.

const APPLICATION_NAME = "saldo-live-listen";
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
const KEEPALIVE_MS = 30_000;

export type Listener = {
  /** Whether notices can arrive now. */
  connected(): boolean;
  stop(): Promise<void>;
};

type Handlers = {
  notice(payload: string): void;
  /** Listening (again): notices sent while it was not may have been missed. */
  ready(): void;
};

export async function listen(channel: string, handlers: Handlers): Promise<Listener> {
  if (!env.DATABASE_URL) {
    const client = await embeddedClient();
    if (!client) throw new Error("no embedded database to listen on");
    const unlisten = await client.listen(channel, handlers.notice);
    handlers.ready();
    return { connected: () => !client.closed, stop: () => unlisten() };
  }
  return listenOnServer(env.DATABASE_URL, channel, handlers);
}

/** Resolves once the first connection is listening, or has failed (it is then retried in the background). */
async function listenOnServer(url: string, channel: string, handlers: Handlers): Promise<Listener> {
  const { default: pg } = await import("pg");
  let firstAttempt: () => void = () => undefined;
  const attempted = new Promise<void>((resolve) => (firstAttempt = resolve));
  let client: Client | null = null;
  let connected = false;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let keepalive: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (current: Client, error?: unknown) => {
    if (client !== current) return;
    client = null;
    connected = false;
    clearInterval(keepalive);
    current.end().catch(() => undefined);
    firstAttempt();
    if (stopped) return;
    log.warn({ err: error, retryInMs: retryMs }, "live: listen connection lost");
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  };

  async function connect() {
    const current = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
    client = current;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.notice(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (client !== current) return;
    connected = true;
    retryMs = RETRY_FIRST_MS;
    // A connection idle for long may be cut by a firewall without either side knowing.
    keepalive = setInterval(() => void current.query("SELECT 1").catch((error: unknown) => lost(current, error)), KEEPALIVE_MS);
    keepalive.unref();
    handlers.ready();
    firstAttempt();
  }

  void connect();
  await attempted;
  return {
    connected: () => connected,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(keepalive);
      const current = client;
      client = null;
      connected = false;
      await current?.end().catch(() => undefined);
    },
  };
}
