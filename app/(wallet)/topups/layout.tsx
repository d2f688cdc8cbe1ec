import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";
import { Providers } from "@/components/providers";

// The browser gets the words of the carrier list and the top-up checkout (lib/platform/i18n/messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <Messages namespaces={["topups", "purchase"]}>
      <Providers>{children}</Providers>
    </Messages>
  );
}
