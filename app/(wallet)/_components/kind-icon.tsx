import type { OperationView } from "@/lib/payments/view";

// Drawn inline: no emoji font or image file is needed, so they look the same on every machine.
const PATHS: Record<OperationView["kind"], string> = {
  bill: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3",
  topup: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2",
  giftcard: "M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1",
};

/** A bill, a phone or a gift, decorative: the kind is always written next to it. */
export function KindIcon({ kind, className = "size-6" }: { kind: OperationView["kind"]; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={`shrink-0 text-brand-700 dark:text-brand-100 ${className}`}>
      <path d={PATHS[kind]} />
    </svg>
  );
}
