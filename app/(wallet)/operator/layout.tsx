import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";
import { Providers } from "@/components/providers";

// The operator console's words reach the browser only here (lib/platform/i18n/messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <Messages namespaces={["operator", "complaints"]}>
      <Providers>{children}</Providers>
    </Messages>
  );
}
