"use client";

import { ErrorScreen } from "@/components/shell/error-screen";

// Inside the wallet's layout: the navigation stays around the message.
export default function WalletError({ retry }: { error: Error; retry: () => void }) {
  return <ErrorScreen retry={retry} />;
}
