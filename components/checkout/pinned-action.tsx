import type { ReactNode } from "react";

/**
 * A checkout step's primary action. On a phone it stays pinned at the bottom of the screen while
 * its step is on screen: above the bottom tab bar (`--bottom-bar-height`, set by the shell; 0 when
 * there is none), clear of the home indicator (safe-area padding), with a background of its own.
 * It is sticky, not fixed: it keeps its place at the end of its step, so it never hides the last of
 * the step's content. On wider screens it is an ordinary row of buttons.
 */
export function PinnedAction({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-pinned-action
      className={`no-print sticky bottom-[var(--bottom-bar-height,0px)] z-10 -mx-4 flex flex-wrap gap-2 border-t border-slate-200 bg-slate-50/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 dark:border-slate-800 dark:bg-slate-950/95 sm:dark:bg-transparent ${className}`}
    >
      {children}
    </div>
  );
}
