import type { ReactNode } from "react";
import { Messages } from "@/components/intl/messages";

// The browser gets the close form's words; the page loads no query client.
export default function Layout({ children }: { children: ReactNode }) {
  return <Messages namespaces={["profile"]}>{children}</Messages>;
}
