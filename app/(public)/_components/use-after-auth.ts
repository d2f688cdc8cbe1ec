"use client";

import { useRouter } from "next/navigation";
import { safeNextPath } from "@/lib/accounts/next-path";

/**
 * After signing in or up: forget anything cached for a previous user, then go to the page asked
 * for before signing in (`next`, already checked by safeNextPath), or home. The cache lives in the
 * wallet's layout: it is loaded here only to be cleared, and only if a wallet page made one.
 */
export function useAfterAuth(next: string | null) {
  const router = useRouter();
  return async () => {
    const { existingQueryClient } = await import("@/lib/client/queries/query-client");
    existingQueryClient()?.clear();
    router.replace(safeNextPath(next) ?? "/");
    router.refresh();
  };
}
