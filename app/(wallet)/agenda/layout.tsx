import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";

// The browser gets the words of "Mis cuentas" (lib/platform/i18n/messages.ts); its cards are drawn
// on the server, and only adding an account reads through TanStack Query (new/layout.tsx).
export default function Layout({ children }: { children: ReactNode }) {
  return <Messages namespaces={["agenda"]}>{children}</Messages>;
}
