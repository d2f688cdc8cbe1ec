// Saldo's green, the one source of it: the Tailwind theme's `brand` colours (tailwind.config.ts)
// and what the mails and the PDF receipt paint with, which cannot read the app's stylesheet.
export const BRAND_COLORS = {
  50: "#eefbf4",
  100: "#d6f5e3",
  500: "#17a05d",
  600: "#0f8049",
  700: "#0d653c",
  900: "#0a3a24",
} as const;

/** The brand's colour on white: the app's primary buttons, links and mark (contrast above 7:1). */
export const BRAND_INK = BRAND_COLORS[700];
