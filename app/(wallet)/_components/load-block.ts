import { log } from "@/lib/platform/log";

/** A block's read (home's, the history's list): a failure is logged and shown as the block's own error, never the page's. */
export async function loadBlock<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log.warn({ err: error }, `${what} could not be read`);
    return null;
  }
}
