"use client";

import { useState } from "react";
import { tileColour, tileLetters } from "./letter-tile";

const SIZES = { sm: "size-10 text-sm", md: "size-12 text-base", lg: "size-16 text-xl" } as const;

/**
 * A company's logo (or a product's image), always same-origin (/api/logos/… or inline data); a
 * letter tile when there is none or it fails to load, two letters and a colour from the whole name
 * (letter-tile.ts). `alt` stays empty where the name is written next to it, which is almost
 * everywhere; given, the tile says it too.
 */
export function CompanyLogo({ name, src, alt = "", size = "md" }: { name: string; src: string | null; alt?: string; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState(false);
  const box = `${SIZES[size]} shrink-0 rounded-xl border border-slate-200 dark:border-slate-700`;
  if (src && !failed) {
    // A plain img: the logo is already served by this app, there is nothing for an optimiser to do.
    return <img src={src} alt={alt} className={`${box} bg-white object-contain p-1`} onError={() => setFailed(true)} />;
  }
  return (
    <span
      data-testid="letter-tile"
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={`${box} flex items-center justify-center font-bold tracking-tight ${tileColour(name)}`}
    >
      {tileLetters(name)}
    </span>
  );
}
