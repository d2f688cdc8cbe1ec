// Everything the sandbox remembers. It lives in memory and is written to the sandbox's data folder
// (snapshot.ts, state-file.ts) before any answer that changed it; POST /_sandbox/reset forgets it.
import { Clock } from "./clock";
import { defaultFaults, type Faults } from "./faults";
import type { CallbackRecord } from "./callbacks";
import type { Adhesion, AgendaNotification } from "./agenda";
import type { BillAccount, IssuedDebt } from "./bills";
import type { Operation, OperationKind } from "./operations";
import { initialWallets, type Wallet } from "./wallet";

/** An answer the sandbox gave, with its tx/mainTx (GET /_sandbox/steps). */
export type SandboxStep = { at: string; method: string; path: string; status: number; tx: string; mainTx: string; references: string[] };

const STEPS_KEPT = 20_000;

export class SandboxState {
  readonly clock = new Clock();
  faults: Faults = defaultFaults();

  /** Ids of every token issued, and of those revoked early through the control API. */
  issuedTokens = new Set<string>();
  revokedTokens = new Set<string>();
  stats = { logins: 0, requests: 0, byRoute: {} as Record<string, number> };

  /** Companies renamed through the control API (code → name): a catalogue that changes, for tests. */
  renamed = new Map<string, string>();

  /** Bills of a customer, keyed by `${companyCode}|${identifier}`, made on first query. */
  accounts = new Map<string, BillAccount>();
  /** Debt ids handed out by debt queries; they expire (docs/provider/notes.md §3). */
  debts = new Map<string, IssuedDebt>();

  operations = new Map<string, Operation>();
  private byExternalId = new Map<string, string>();

  adhesions = new Map<string, Adhesion>();
  notifications = new Map<string, AgendaNotification[]>();

  wallets: Wallet[] = initialWallets();
  callbacks: CallbackRecord[] = [];
  /** The latest answers given, oldest first, with their tx/mainTx; bounded. */
  steps: SandboxStep[] = [];

  rememberStep(step: SandboxStep): void {
    this.steps.push(step);
    if (this.steps.length > STEPS_KEPT) this.steps.splice(0, this.steps.length - STEPS_KEPT);
  }

  /** A balance a wallet takes as the next payment arrives (POST /_sandbox/wallet/on-next-payment). */
  walletOnNextPayment: { currency: string; balance: number } | null = null;

  /** Payments accepted while settlements were held (faults.holdSettlements), oldest first. */
  heldSettlements: Operation[] = [];

  /** Timers of pending settlements and deliveries, cancelled by reset. */
  timers = new Set<NodeJS.Timeout>();

  /**
   * Writes the state to the data folder; resolves once a write that began after the call is on
   * disk. Nothing to do until createSandbox connects a data folder.
   */
  persist: () => Promise<void> = () => Promise.resolve();

  /** Resolves once every write asked for so far is on disk: what a read is about to show is kept. */
  written: () => Promise<void> = () => Promise.resolve();

  stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  later(ms: number, task: () => void | Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => console.error("sandbox: a scheduled settlement or callback failed", error));
    }, ms);
    this.timers.add(timer);
  }

  findByExternalId(kind: OperationKind, externalPaymentId: string): Operation | undefined {
    const id = this.byExternalId.get(`${kind}:${externalPaymentId}`);
    return id ? this.operations.get(id) : undefined;
  }

  addOperation(operation: Operation): void {
    const change = this.walletOnNextPayment;
    const wallet = change && this.wallets.find((w) => w.currency === change.currency);
    if (wallet) wallet.balance = change.balance;
    this.walletOnNextPayment = null;
    this.operations.set(operation.operationId, operation);
    this.byExternalId.set(`${operation.kind}:${operation.externalPaymentId}`, operation.operationId);
  }

  /** The last confirmed payment of a customer's bills, for PAY_AGAIN reminders. */
  lastPaid(companyCode: string, identifier: string): { date: string; amount: number } | undefined {
    let last: Operation | undefined;
    for (const op of this.operations.values()) {
      const mine = op.kind === "bill" && op.debt?.accountKey === `${companyCode}|${identifier}`;
      if (mine && op.status === "confirmed" && (!last || op.updatedAt > last.updatedAt)) last = op;
    }
    return last && { date: last.updatedAt.slice(0, 10), amount: last.amount };
  }

  reset(): void {
    this.stopTimers();
    this.clock.reset();
    this.faults = defaultFaults();
    this.issuedTokens.clear();
    this.revokedTokens.clear();
    this.stats = { logins: 0, requests: 0, byRoute: {} as Record<string, number> };
    this.renamed.clear();
    this.accounts.clear();
    this.debts.clear();
    this.operations.clear();
    this.byExternalId.clear();
    this.adhesions.clear();
    this.notifications.clear();
    this.wallets = initialWallets();
    this.callbacks = [];
    this.steps = [];
    this.heldSettlements = [];
    this.walletOnNextPayment = null;
  }
}
