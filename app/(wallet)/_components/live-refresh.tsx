"use client";

import { useRouter } from "next/navigation";
import { useLiveRows } from "@/lib/client/live/use-live-rows";
import type { OperationView } from "@/lib/client/queries/operations";

/** The home page's rows in flight: a change to one renders the page's blocks again on the server. */
export function LiveRefresh({ rows }: { rows: Pick<OperationView, "id" | "status" | "updatedAt">[] }) {
  const router = useRouter();
  useLiveRows(rows, () => router.refresh());
  return null;
}
