import "server-only";
import { AppError } from "@/lib/api/errors";
import { getProvider } from "@/lib/provider";
import { cached, cacheKey } from "./cache";
import { isFetchableUrl } from "./logo-url";
import { giftCardCompanies, topUpCompanies } from "./products";

// Logos are fetched server-side and served from this app, so pages load nothing from another
// origin. Not an open proxy: the only URLs ever fetched are those the catalogue gave for that
// company (or product), looked up by code; a redirect elsewhere is refused.

export type Logo = { body: Uint8Array<ArrayBuffer>; contentType: string };
type LogoEntry = { logo: string | null; products: Map<string, string | null> };

const MAX_BYTES = 256 * 1024;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_SERVICE_PAGES = 50;
const IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/;

const noLogo = () => new AppError("NOT_FOUND", "This company has no logo.");
const badLogo = () => new AppError("PROVIDER_UNAVAILABLE", "The logo could not be loaded right now.");

/** code -> the provider's logo URLs, for every active company of the catalogue. */
function logoIndex(): Promise<Map<string, LogoEntry>> {
  return cached(cacheKey("logo-index"), async () => {
    const index = new Map<string, LogoEntry>();
    const add = (code: string, logo: string | null, products: { productId: string; image: string | null }[] = []) =>
      index.set(code, { logo, products: new Map(products.map((p) => [p.productId, p.image])) });

    for (let page: number | null = 1, pages = 0; page !== null && pages < MAX_SERVICE_PAGES; pages++) {
      const result = await getProvider().catalog.listServices({ page, limit: 5000, active: true });
      for (const c of result.companies) add(c.companyCode, c.companyLogo);
      page = result.nextPage;
    }
    for (const c of await topUpCompanies()) add(c.companyCode, c.companyLogo, c.products);
    for (const c of await giftCardCompanies()) add(c.companyCode, c.companyLogo, c.products);
    return index;
  });
}

async function readCapped(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_BYTES || !response.body) throw badLogo();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw badLogo();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function download(url: string): Promise<Logo> {
  let response: Response;
  try {
    // No credentials of ours go with it: a logo host is not the provider's API.
    response = await fetch(url, {
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: "image/*" },
    });
  } catch {
    throw badLogo();
  }
  if (response.status === 404) throw noLogo();
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!response.ok || !IMAGE_TYPE.test(contentType)) {
    await response.body?.cancel();
    throw badLogo();
  }
  return { body: await readCapped(response), contentType };
}

/** The logo of a company, or the image of one of its products, as the catalogue points to it. */
export async function companyLogo(code: string, productId?: string): Promise<Logo> {
  const entry = (await logoIndex()).get(code);
  const url = productId === undefined ? entry?.logo : entry?.products.get(productId);
  if (!url || !isFetchableUrl(url)) throw noLogo();
  return cached(cacheKey("logo", { code, productId }), () => download(url));
}
