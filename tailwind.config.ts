import type { Config } from "tailwindcss";
import { BRAND_COLORS } from "./lib/platform/brand";

// Tailwind 4 reads this through `@config` in app/globals.css. Dark mode follows the system.
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  darkMode: "media",
  theme: {
    extend: {
      colors: {
        brand: BRAND_COLORS,
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "Liberation Mono", "monospace"],
      },
    },
  },
} satisfies Config;
