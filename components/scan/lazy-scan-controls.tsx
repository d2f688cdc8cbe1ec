"use client";

import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from "react";

// The scan buttons' code (camera, upload, their messages) is fetched beside the page's, not in its
// first load: the pay pages stay within their bundle budget (scripts/bench/bundle-ceilings.json).
const ScanControls = lazy(() => import("./scan-controls").then((m) => ({ default: m.ScanControls })));

const noChange = () => () => {};

/**
 * The scan buttons, shown once they work: they are made in the browser only (a button shown by
 * the server would do nothing until its code came), in a space kept for them meanwhile.
 */
export function LazyScanControls(props: ComponentProps<typeof ScanControls>) {
  const browser = useSyncExternalStore(noChange, () => true, () => false);
  return (
    <div className="min-h-11">
      {browser ? (
        <Suspense fallback={null}>
          <ScanControls {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
