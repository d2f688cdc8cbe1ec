import type { MetadataRoute } from "next";
import { BRAND_INK } from "@/lib/platform/brand";

// The installable app's name, colours and icons (all drawn locally: scripts/generate-icons.ts). With
// the service worker (public/sw.js) it passes Chromium's installability checks (e2e/pwa.spec.ts).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Saldo",
    short_name: "Saldo",
    description: "Pagá tus servicios, recargá y comprá tarjetas de regalo.",
    lang: "es-AR",
    // The app's identity for the browser: the same app whatever start_url becomes later.
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: BRAND_INK,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
