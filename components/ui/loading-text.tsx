/**
 * "Loading…" with a spinner, in the words given. No directive: LoadingState (states.tsx) draws it in
 * the browser, PageLoading on the server, so a segment's loading.tsx brings no client code along.
 */
export function LoadingText({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-8 text-slate-600 dark:text-slate-300">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      {label}
    </div>
  );
}
