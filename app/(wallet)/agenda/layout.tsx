import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";
import { Providers } from "@/components/providers";

// The browser gets the words of "Mis cuentas" and its latest reminder (lib/platform/i18n/messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <Messages namespaces={["agenda", "notifications"]}>
      <Providers>{children}</Providers>
    </Messages>
  );
}
