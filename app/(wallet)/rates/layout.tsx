import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";

// The browser gets the words of the exchange rates (lib/platform/i18n/messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return <Messages namespaces={["rates"]}>{children}</Messages>;
}
