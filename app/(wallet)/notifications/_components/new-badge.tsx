"use client";

import { useState } from "react";

/**
 * "Nuevo" beside a notice the user had not seen when the page opened. The page marks its notices
 * read as it renders and then refreshes once so the header's bell counts none (refresh-bell.tsx);
 * the badge keeps what the first render said, so it stays for this visit instead of vanishing with
 * that refresh, and is gone on the next one.
 */
export function NewBadge({ label, unseen }: { label: string; unseen: boolean }) {
  const [shown] = useState(unseen);
  if (!shown) return null;
  return <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-50">{label}</span>;
}
