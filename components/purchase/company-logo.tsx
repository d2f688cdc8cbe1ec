"use client";

import { useState } from "react";

const SIZES = { sm: "size-10 text-base", md: "size-14 text-xl", lg: "size-20 text-3xl" } as const;

/**
 * A company's logo (or a product's image), served by this app; its initial when there is none or it
 * fails to load. Decorative: the name is always written next to it.
 */
export function CompanyLogo({ name, src, size = "md" }: { name: string; src: string | null; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState(false);
  const box = `${SIZES[size]} shrink-0 rounded-xl`;
  if (src && !failed) {
    // A plain img: the logos are same-origin SVGs the image optimiser has nothing to do with.
    return (
      <img src={src} alt="" className={`${box} bg-white object-contain p-1 ring-1 ring-slate-200 dark:ring-slate-700`} onError={() => setFailed(true)} />
    );
  }
  return (
    <span aria-hidden className={`${box} flex items-center justify-center bg-brand-100 font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100`}>
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
