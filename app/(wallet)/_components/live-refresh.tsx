"use client";

import { useRouter } from "next/navigation";
import { useLiveRows, type LiveRow } from "@/lib/client/live/use-live-rows";

/**
 * A server-rendered page's rows in flight (home, history), or its one operation (`single`, the
 * operation page): a change to one renders the page again on the server.
 */
export function LiveRefresh({ rows, single = false }: { rows: LiveRow[]; single?: boolean }) {
  const router = useRouter();
  useLiveRows(rows, () => router.refresh(), { single });
  return null;
}
