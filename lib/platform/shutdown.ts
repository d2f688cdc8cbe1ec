import "server-only";

// Work to finish before the process exits: server.mjs stops taking requests on SIGTERM/SIGINT,
// waits for those in flight, then runs these (each given a few seconds) before exiting.

type Hooks = Map<string, () => Promise<void>>;
const holder = globalThis as typeof globalThis & { __saldoShutdownHooks?: Hooks };

/** Registers (or replaces) the hook `name`. */
export function onShutdown(name: string, hook: () => Promise<void>): void {
  holder.__saldoShutdownHooks ??= new Map();
  holder.__saldoShutdownHooks.set(name, hook);
}
