"use client";

import { useState } from "react";

const SIZES = { sm: "size-10 text-base", md: "size-12 text-lg", lg: "size-16 text-2xl" } as const;

/**
 * A company's logo (or a product's image), always same-origin (/api/logos/… or inline data); its
 * initial when there is none or it fails to load. `alt` stays empty where the name is written next
 * to it, which is almost everywhere.
 */
export function CompanyLogo({ name, src, alt = "", size = "md" }: { name: string; src: string | null; alt?: string; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState(false);
  const box = `${SIZES[size]} shrink-0 rounded-xl border border-slate-200 dark:border-slate-700`;
  if (src && !failed) {
    // A plain img: the logo is already served by this app, there is nothing for an optimiser to do.
    return <img src={src} alt={alt} className={`${box} bg-white object-contain p-1`} onError={() => setFailed(true)} />;
  }
  return (
    <span aria-hidden className={`${box} flex items-center justify-center bg-brand-100 font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100`}>
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
