"use client";

import { useEffect, useState } from "react";

const SLOW_AFTER_MS = 15_000;

/**
 * True once a payment has been in flight for ~15 s: counted from when it was created or, if the
 * browser's clock disagrees with the server's, from when this page opened — whichever is earlier.
 */
export function useSlowNotice(createdAt: string | undefined, inFlight: boolean): boolean {
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  useEffect(() => {
    if (!inFlight) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [inFlight]);
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  const since = Number.isNaN(created) ? openedAt : Math.min(openedAt, created);
  return inFlight && now - since >= SLOW_AFTER_MS;
}
