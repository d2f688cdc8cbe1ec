"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getQueryClient } from "@/lib/client/queries/query-client";

/**
 * The data cache (TanStack Query) of the sections that read through it: their layouts wrap their
 * pages in it. One client for the page's life, so moving between sections keeps what was read.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
