import type { ReactNode } from "react";
import { Providers } from "@/components/providers";

// Adding an account searches the companies and reads one through TanStack Query.
export default function Layout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
