"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { safeNextPath } from "@/lib/auth/next-path";

/**
 * After signing in or up: forget anything cached for a previous user, then go to the page asked
 * for before signing in (`next`, already checked by safeNextPath), or home.
 */
export function useAfterAuth(next: string | null) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    router.replace(safeNextPath(next) ?? "/");
    router.refresh();
  };
}
