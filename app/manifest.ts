import type { MetadataRoute } from "next";

// The installable app's name, colours and icons (all drawn locally: scripts/generate-icons.ts).
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Saldo",
    short_name: "Saldo",
    description: "Pagá tus servicios, recargá y comprá tarjetas de regalo.",
    lang: "es-AR",
    start_url: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#0d653c",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
