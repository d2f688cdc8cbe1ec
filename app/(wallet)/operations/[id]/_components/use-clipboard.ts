"use client";

import { useEffect, useState } from "react";

/**
 * Copies text to the clipboard and keeps how it went for a while: "copied" for `clearAfter` ms, a
 * failure as long too, or (`keepFailure`) until the next try.
 */
export function useClipboard(clearAfter: number, { keepFailure = false } = {}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle" || (state === "failed" && keepFailure)) return;
    const timer = setTimeout(() => setState("idle"), clearAfter);
    return () => clearTimeout(timer);
  }, [state, clearAfter, keepFailure]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return { state, copy, reset: () => setState("idle") };
}
