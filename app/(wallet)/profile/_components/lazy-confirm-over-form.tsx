"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// The amount's form (reading amounts as typed, its words, the dialog's loader) is fetched beside
// Perfil's code, not in its first load: Perfil stays within its bundle budget
// (scripts/bench/bundle-ceilings.json). The server still renders it, so nothing moves as it comes.
const ConfirmOverForm = lazy(() => import("./confirm-over-form").then((m) => ({ default: m.ConfirmOverForm })));

export function LazyConfirmOverForm(props: ComponentProps<typeof ConfirmOverForm>) {
  return (
    <Suspense fallback={null}>
      <ConfirmOverForm {...props} />
    </Suspense>
  );
}
