// Group commit: rows that arrive together are written by one statement, so one durable commit
// holds them all, and each caller is answered only once the commit holding its row is done. A
// disk commits a few hundred times a second; a statement of fifty rows costs about as much as one
// of a single row. Nothing waits on purpose: a row arriving while no write is running is written
// at once, alone; rows arriving during a write are written together by the next one.

type Waiting<I, O> = { item: I; resolve: (out: O) => void; reject: (error: unknown) => void };

export type GroupWriter<I, O> = {
  /** Writes `item` with whatever else arrives meanwhile; resolves with its own result once committed. */
  add(item: I): Promise<O>;
};

export type GroupWriterOptions = {
  /** Rows per statement at most. */
  maxBatch: number;
  /** Statements written at once (the embedded database has one connection: 1). */
  parallel: () => number;
};

/**
 * A writer of rows in groups. `write` stores its items in one statement and returns one result
 * per item, in their order. When a group fails, its rows are written again one by one, so one
 * row's fault fails only its own caller.
 */
export function groupWriter<I, O>(write: (items: I[]) => Promise<O[]>, options: GroupWriterOptions): GroupWriter<I, O> {
  const waiting: Waiting<I, O>[] = [];
  let writing = 0;

  const settle = async (group: Waiting<I, O>[]) => {
    try {
      const outs = await write(group.map((w) => w.item));
      if (outs.length !== group.length) throw new Error(`a group write returned ${outs.length} results for ${group.length} rows`);
      group.forEach((w, i) => w.resolve(outs[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const w of group) await settle([w]);
    }
  };

  const pump = () => {
    while (writing < options.parallel() && waiting.length > 0) {
      const group = waiting.splice(0, options.maxBatch);
      writing += 1;
      void settle(group).finally(() => {
        writing -= 1;
        pump();
      });
    }
  };

  return {
    add: (item) =>
      new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        pump();
      }),
  };
}
