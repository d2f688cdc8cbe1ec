import "server-only";
import type { OperationFilters } from "@/lib/client/operation-filters";
import { listOperations } from "@/lib/payments/read";
import { withNicknames } from "@/lib/saved-accounts/nicknames";

const PAGE_SIZE = 20;

/** The first `pages` pages of the user's operations, newest first, each named by its saved account. */
export async function readHistory(userId: string, filters: OperationFilters, pages: number) {
  const operations = [];
  let cursor: string | undefined;
  for (let page = 0; page < pages; page++) {
    const read = await listOperations(userId, { ...filters, limit: PAGE_SIZE, cursor });
    operations.push(...read.operations);
    cursor = read.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return { operations: await withNicknames(userId, operations), more: cursor !== undefined };
}
