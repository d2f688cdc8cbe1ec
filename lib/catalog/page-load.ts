import "server-only";
import { toAppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";

export type PageLoad<T> = { ok: true; data: T } | { ok: false; notFound: boolean };

/**
 * A catalogue read for a Server Component: the page shows "not found" or "try again" instead of
 * crashing into the error boundary (which would hide why).
 */
export async function loadForPage<T>(read: () => Promise<T>): Promise<PageLoad<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    const known = toAppError(error);
    if (!known) log.error({ err: error }, "catalogue page failed");
    return { ok: false, notFound: known?.code === "NOT_FOUND" };
  }
}
