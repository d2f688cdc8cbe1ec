"use client";

import { useSlowNotice } from "./use-slow-notice";

type Props = { createdAt: string; words: { now: string; slow: string }; reason: string | null };

/** "We are watching it", and after a while "it is taking longer": the status line of an operation in flight. */
export function InFlightNotice({ createdAt, words, reason }: Props) {
  const slow = useSlowNotice(createdAt, true);
  return (
    <div className="no-print rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p role="status" className="flex items-start gap-3 font-medium">
        <span aria-hidden className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />
        {slow ? words.slow : words.now}
      </p>
      {reason ? <p className="mt-2 text-sm">{reason}</p> : null}
    </div>
  );
}
