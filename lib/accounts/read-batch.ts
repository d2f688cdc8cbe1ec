// Reads by key asked for during one turn of the event loop, sent as one read when the turn ends:
// under load, many signed-in requests wait for their user at once, and one round trip to the
// database answers them all. Each caller asked before the read was sent, so what it gets is as
// fresh as a read of its own would have been: nothing is kept once the read has answered.

type Waiter<T> = { resolve(value: T | null): void; reject(error: unknown): void };

export class ReadBatch<T> {
  private waiting = new Map<string, Waiter<T>[]>();

  /** `load` reads the rows of up to `maxKeys` keys at once; a key it leaves out has no row. */
  constructor(
    private readonly load: (keys: string[]) => Promise<Map<string, T>>,
    private readonly maxKeys = 100,
  ) {}

  read(key: string): Promise<T | null> {
    if (this.waiting.size === 0) setImmediate(() => this.send());
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
    });
  }

  private send(): void {
    const batch = [...this.waiting];
    this.waiting = new Map();
    for (let start = 0; start < batch.length; start += this.maxKeys) void this.answer(batch.slice(start, start + this.maxKeys));
  }

  private async answer(batch: [string, Waiter<T>[]][]): Promise<void> {
    try {
      const found = await this.load(batch.map(([key]) => key));
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key) ?? null);
    } catch (error) {
      for (const [, waiters] of batch) for (const w of waiters) w.reject(error);
    }
  }
}
