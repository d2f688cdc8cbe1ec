// The sandbox's state on disk: one JSON file in its data folder, replaced atomically (a temporary
// file in the same folder, fsync, rename, fsync of the folder), so a kill -9 at any moment leaves
// either the previous state or the new one, never half of it.
import { mkdirSync, readFileSync, rmSync, readdirSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import path from "node:path";

const FILE = "state.json";

export class StateFile {
  private readonly file: string;
  private readonly scratch: string;
  /** The write in progress (resolved when none). */
  private current: Promise<void> = Promise.resolve();
  /** The write queued behind it, shared by every change made before it starts. */
  private next: Promise<void> | null = null;

  /** `delayMs`: how long each write waits before it starts (the stateWriteDelayMs fault). */
  constructor(
    private readonly dir: string,
    private readonly delayMs: () => number = () => 0,
  ) {
    this.file = path.join(dir, FILE);
    this.scratch = path.join(dir, `${FILE}.tmp`);
  }

  /** The state last written, or null in a new folder. A temporary file left by a kill is dropped. */
  read(): unknown {
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) {
      if (name.startsWith(`${FILE}.tmp`)) rmSync(path.join(this.dir, name), { force: true });
    }
    try {
      return JSON.parse(readFileSync(this.file, "utf8")) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw new Error(`sandbox: cannot read ${this.file}: ${(error as Error).message}`);
    }
  }

  /**
   * Writes what `serialize` returns once the write in progress (if any) is done. Callers that
   * arrive while a write is queued share it: under load one write covers many requests, and each
   * caller still resolves only after a write that began after its change has reached the disk.
   */
  commit(serialize: () => string): Promise<void> {
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        this.current = this.write(serialize());
        return this.current;
      });
    return this.next;
  }

  /** Resolves once every write asked for so far is on disk (or failed). */
  async settled(): Promise<void> {
    await (this.next ?? this.current).catch(() => undefined);
  }

  private async write(text: string): Promise<void> {
    const delay = this.delayMs();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const file = await open(this.scratch, "w");
    try {
      await file.writeFile(text);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(this.scratch, this.file);
    const folder = await open(this.dir, "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
}
