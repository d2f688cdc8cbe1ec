"use client";

import { ErrorScreen } from "@/components/shell/error-screen";

// Sign-in, sign-up and the password pages: inside their layout, so the brand and the language stay
// around the message. The wallet has its own boundary; a layout that fails falls to
// app/global-error.tsx, which shows the same screen. No boundary at the root, which every page
// would load.
export default function PublicError({ retry }: { error: Error; retry: () => void }) {
  return <ErrorScreen retry={retry} />;
}
