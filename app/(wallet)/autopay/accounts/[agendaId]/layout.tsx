import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";

// The page is drawn on the server; the browser gets only the words of the confirmation dialog that
// turning autopay on (or raising its cap) opens (lib/platform/i18n/messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return <Messages namespaces={["confirm"]}>{children}</Messages>;
}
