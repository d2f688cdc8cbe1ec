// What the sandbox keeps across a restart, as a real provider would: accounts and their bills,
// debts not yet expired, operations, adhesions and notifications, wallets, callbacks (delivered
// or still owed), issued tokens, renamed companies, faults and the clock. Request counts and the
// trace of answers (GET /_sandbox/steps) are a log of this run and start empty.
import type { Adhesion, AgendaNotification } from "./agenda";
import type { BillAccount, IssuedDebt } from "./bills";
import type { CallbackRecord } from "./callbacks";
import { defaultFaults, type Faults } from "./faults";
import type { Operation } from "./operations";
import type { SandboxState } from "./state";
import type { Wallet } from "./wallet";

const VERSION = 1;

type Snapshot = {
  version: typeof VERSION;
  clockOffsetMs: number;
  faults: Faults;
  issuedTokens: string[];
  revokedTokens: string[];
  renamed: [string, string][];
  accounts: BillAccount[];
  debts: IssuedDebt[];
  operations: Operation[];
  heldSettlements: string[];
  adhesions: Adhesion[];
  notifications: [string, AgendaNotification[]][];
  wallets: Wallet[];
  callbacks: CallbackRecord[];
  walletOnNextPayment: SandboxState["walletOnNextPayment"];
};

/**
 * JSON of what no longer changes (debt ids, final operations, callbacks delivered or given up),
 * made once: the state is written before every answer that changed it, and most of it is history.
 */
const settled = new WeakMap<object, string>();

function json(entity: object, final: boolean): string {
  const made = settled.get(entity);
  if (made !== undefined) return made;
  const text = JSON.stringify(entity);
  if (final) settled.set(entity, text);
  return text;
}

const list = <T extends object>(items: Iterable<T>, final: (item: T) => boolean) =>
  `[${Array.from(items, (item) => json(item, final(item))).join(",")}]`;

/** The state as JSON. Expired debt ids are forgotten here: a payment on one is refused either way. */
export function serialize(state: SandboxState): string {
  const now = state.clock.now();
  for (const [id, debt] of state.debts) if (debt.expiresAt <= now) state.debts.delete(id);
  const rest: Omit<Snapshot, "debts" | "operations" | "callbacks"> = {
    version: VERSION,
    clockOffsetMs: state.clock.offset,
    faults: state.faults,
    issuedTokens: [...state.issuedTokens],
    revokedTokens: [...state.revokedTokens],
    renamed: [...state.renamed],
    accounts: [...state.accounts.values()],
    heldSettlements: state.heldSettlements.map((op) => op.operationId),
    adhesions: [...state.adhesions.values()],
    notifications: [...state.notifications],
    wallets: state.wallets,
    walletOnNextPayment: state.walletOnNextPayment,
  };
  const debts = list(state.debts.values(), () => true);
  const operations = list(state.operations.values(), (op) => op.status !== "processing");
  const callbacks = list(state.callbacks, (record) => record.nextAttemptAt === null);
  return `${JSON.stringify(rest).slice(0, -1)},"debts":${debts},"operations":${operations},"callbacks":${callbacks}}`;
}

/** Puts a written state back into a fresh SandboxState. */
export function restore(state: SandboxState, data: unknown): void {
  const snapshot = data as Partial<Snapshot> | null;
  if (!snapshot) return;
  if (snapshot.version !== VERSION) throw new Error(`sandbox: state file version ${String(snapshot.version)}, expected ${VERSION}`);
  const s = snapshot as Snapshot;
  state.clock.advance(s.clockOffsetMs);
  state.faults = { ...defaultFaults(), ...s.faults };
  state.issuedTokens = new Set(s.issuedTokens);
  state.revokedTokens = new Set(s.revokedTokens);
  state.renamed = new Map(s.renamed);
  state.accounts = new Map(s.accounts.map((a) => [a.key, a]));
  state.debts = new Map(s.debts.map((d) => [d.debtId, d]));
  for (const op of s.operations) state.addOperation(op);
  state.heldSettlements = s.heldSettlements.flatMap((id) => state.operations.get(id) ?? []);
  state.adhesions = new Map(s.adhesions.map((a) => [a.agendaId, a]));
  state.notifications = new Map(s.notifications);
  state.wallets = s.wallets;
  state.callbacks = s.callbacks;
  state.walletOnNextPayment = s.walletOnNextPayment;
}
