"use client";

import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { ErrorState } from "@/components/ui/states";

/** A block of a server-rendered page that could not load: what happened and a way to try again. */
export function BlockError({ message, children }: { message: string; children?: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <ErrorState message={message} retrying={pending} onRetry={() => startTransition(() => router.refresh())}>
      {children}
    </ErrorState>
  );
}
