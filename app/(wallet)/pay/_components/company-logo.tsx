"use client";

import { useState } from "react";

const SIZES = { sm: "size-12 text-lg", lg: "size-16 text-2xl" } as const;

/**
 * A company's logo (always same-origin: /api/logos/… or inline data), or its initial when it has
 * none or the image fails. `alt` is empty where the name is printed right next to it.
 */
export function CompanyLogo({ name, src, alt, size = "sm" }: { name: string; src: string | null; alt: string; size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState(false);
  const box = `${SIZES[size]} shrink-0 rounded-lg border border-slate-200 bg-white dark:border-slate-700`;
  if (!src || broken) {
    return (
      <span aria-hidden className={`${box} flex items-center justify-center font-bold text-brand-700 dark:bg-slate-800 dark:text-brand-100`}>
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  // A plain <img>: the logo is already served by this app, there is nothing for an optimiser to do.
  return <img src={src} alt={alt} onError={() => setBroken(true)} className={`${box} object-contain p-1`} />;
}
