"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

/** After signing in or up: forget anything cached for a previous user, then go home. */
export function useAfterAuth() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    router.replace("/");
    router.refresh();
  };
}
