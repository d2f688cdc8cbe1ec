import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";

// The browser gets the words of the operation page's islands: the receipt's copy and share
// buttons, the gift card's PIN, saving the account and the complaint form (lib/platform/i18n/messages.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return <Messages namespaces={["operation", "agenda", "complaints"]}>{children}</Messages>;
}
