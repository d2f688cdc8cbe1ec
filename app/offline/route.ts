// GET /offline — the page the service worker (public/sw.js) keeps and shows when a page cannot be
// reached. One self-contained HTML document: no script at all and its own small stylesheet (with
// this answer's CSP nonce, from proxy.ts), so the worker keeps one file and the page weighs nothing.
// It holds nothing about the user: only the language comes from the cookie.
import { BRAND_INK } from "@/lib/platform/brand";
import { LANGUAGE_TAG } from "@/lib/platform/i18n/config";
import { getLocale, getTranslations } from "@/lib/platform/i18n/server";

export const dynamic = "force-dynamic";

const STYLE = `
:root{color-scheme:light dark;--bg:#f8fafc;--fg:#0f172a;--muted:#475569;--brand:${BRAND_INK};--on-brand:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f172a;--fg:#f1f5f9;--muted:#cbd5e1;--brand:#d6f5e3;--on-brand:#0a3a24}}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;background:var(--bg);color:var(--fg);
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5}
main{margin:auto;max-width:28rem;padding:2.5rem 1rem;text-align:center}
.brand{font-size:1.875rem;font-weight:800;color:var(--brand);margin:0 0 1.5rem}
svg{width:3rem;height:3rem;color:var(--brand)}
h1{font-size:1.5rem;font-weight:700;margin:1rem 0 .5rem}
p,li{color:var(--muted)}
h2{font-size:1rem;font-weight:600;margin:1.5rem 0 .5rem}
ul{text-align:left;padding-left:1.25rem;margin:0}
li{margin:.5rem 0}
a.retry{display:inline-flex;align-items:center;min-height:2.75rem;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.5rem;
  background:var(--brand);color:var(--on-brand);font-weight:600;text-decoration:none}
a.retry:focus-visible{outline:2px solid var(--brand);outline-offset:2px}`;

// lucide's wifi-off, drawn inline: nothing to fetch while offline.
const ICON = `<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 20h.01"/><path d="M8.5 16.429a5 5 0 0 1 7 0"/><path d="M5 12.859a10 10 0 0 1 5.17-2.69"/><path d="M19 12.859a10 10 0 0 0-2.007-1.523"/><path d="M2 8.82a15 15 0 0 1 4.177-2.643"/><path d="M22 8.82a15 15 0 0 0-11.288-3.764"/><path d="m2 2 20 20"/></svg>`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function GET(request: Request): Promise<Response> {
  const locale = await getLocale();
  const t = await getTranslations("shell");
  const nonce = request.headers.get("x-nonce") ?? "";
  const html = `<!DOCTYPE html>
<html lang="${LANGUAGE_TAG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${BRAND_INK}">
<title>${escape(t("offline.metaTitle"))} · Saldo</title>
<style nonce="${escape(nonce)}">${STYLE}</style>
</head>
<body>
<main id="main">
<p class="brand">Saldo</p>
<section aria-labelledby="offline-title">
${ICON}
<h1 id="offline-title">${escape(t("offline.title"))}</h1>
<p>${escape(t("offline.body"))}</p>
<h2>${escape(t("offline.stillWorks"))}</h2>
<ul>
<li>${escape(t("offline.receipts"))}</li>
<li>${escape(t("offline.notifications"))}</li>
<li>${escape(t("offline.safe"))}</li>
</ul>
<a class="retry" href="/">${escape(t("offline.retry"))}</a>
</section>
</main>
</body>
</html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
