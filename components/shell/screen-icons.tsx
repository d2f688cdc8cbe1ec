// The whole-page messages' icons as plain SVG: lucide's drawings (lucide-react 1.x, ISC), drawn as
// lucide draws them, with no script. lucide's component is a Client Component (it reads a
// context), and the error and not-found boundaries load with every page: each one that drew a
// lucide icon brought lucide's code along.
import type { ReactNode } from "react";

/** An icon of lucide's drawing `name`, made of `shapes`. */
export const icon = (name: string, shapes: ReactNode) =>
  function ScreenIcon({ className = "" }: { className?: string }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        className={`lucide lucide-${name} ${className}`}
      >
        {shapes}
      </svg>
    );
  };

export type ScreenIcon = ReturnType<typeof icon>;

export const HouseIcon = icon(
  "house",
  <>
    <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
    <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </>,
);

export const RetryIcon = icon(
  "rotate-cw",
  <>
    <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
  </>,
);

export const AlertIcon = icon(
  "triangle-alert",
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);
