// Pages load logos from this app only: a provider logo URL becomes /api/logos/{code}, which fetches
// it server-side. Inline `data:image/...` logos (the provider may send base64) stay as they are.

const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

/** The same-origin URL of a company's logo (or of one of its products' images), or null. */
export function sameOriginLogo(companyCode: string, providerUrl: string | null, productId?: string): string | null {
  if (!providerUrl) return null;
  if (INLINE_IMAGE.test(providerUrl)) return providerUrl;
  if (!isFetchableUrl(providerUrl)) return null;
  const path = `/api/logos/${encodeURIComponent(companyCode)}`;
  return productId === undefined ? path : `${path}?product=${encodeURIComponent(productId)}`;
}

/** Only plain http(s) URLs without credentials are ever fetched. */
export function isFetchableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}
