"use client";

import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog";

// The dialog's code (and its messages' use) is fetched when a move first needs a confirmation, never
// with the page: Perfil and the checkouts stay within their bundle budget (scripts/bench/bundle-ceilings.json).
const ConfirmDialog = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

/** The confirmation dialog while a move waits for one (`id`), nothing otherwise. */
export function LazyConfirmDialog({ id, ...props }: Omit<ConfirmDialogProps, "id"> & { id: string | null }) {
  if (!id) return null;
  return (
    <Suspense fallback={null}>
      {/* A new confirmation is a new dialog: nothing typed or refused carries over. */}
      <ConfirmDialog key={id} id={id} {...props} />
    </Suspense>
  );
}
