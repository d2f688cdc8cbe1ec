"use client";

import { useEffect, useRef, useState } from "react";
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
  const img = useRef<HTMLImageElement>(null);
  // A logo in the server's HTML may fail before React listens (it does not replay the error):
  // one that ended with nothing to show is set again, so its error (or load) comes once more.
  useEffect(() => {
    const shown = img.current;
    if (!shown?.complete || shown.naturalWidth > 0) return;
    const again = shown.src;
    shown.src = again;
  }, [src]);
  const box = `${SIZES[size]} shrink-0 rounded-xl border border-slate-200 dark:border-slate-700`;
  if (src && !failed) {
    // A plain img: the logo is already served by this app, there is nothing for an optimiser to do.
    return <img ref={img} src={src} alt={alt} className={`${box} bg-white object-contain p-1`} onError={() => setFailed(true)} />;
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
