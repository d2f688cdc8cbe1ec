import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";
import { Providers } from "@/components/providers";

// The browser gets the words of the company list, the checkout and its confirmation dialog (lib/platform/i18n/messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <Messages namespaces={["pay", "purchase", "confirm"]}>
      <Providers>{children}</Providers>
    </Messages>
  );
}
