"use client";

import { ErrorScreen } from "@/components/shell/error-screen";

// Pages outside the wallet (sign-in, sign-up): the root layout and its translations still stand.
export default function RootError({ retry }: { error: Error; retry: () => void }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
      <ErrorScreen retry={retry} />
    </main>
  );
}
