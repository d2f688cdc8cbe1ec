import "server-only";
import { AppError } from "@/lib/platform/http/errors";
import { getProvider } from "@/lib/provider";
import { env } from "@/lib/platform/env";
import { log } from "@/lib/platform/log";
import { cached, cacheKey } from "./cache";
import { fetchLogo, LogoRefused, type Fetched } from "@/lib/platform/http/public-fetch";
import { hostKind, logoHosts } from "@/lib/platform/http/public-address";
import { isFetchableUrl } from "./logo-url";
import { giftCardCompanies, topUpCompanies } from "./products";

// Logos are fetched server-side and served from this app, so pages load nothing from another
// origin. Not an open proxy: the only URLs ever fetched are those the catalogue gave for that
// company (or product), looked up by code, on the provider's own hosts or LOGO_HOSTS (public
// addresses only, see lib/platform/http/public-address.ts); a redirect elsewhere is refused.

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

/** The provider's configured hosts and LOGO_HOSTS: the only places a logo is fetched from. */
const HOSTS = logoHosts(
  [env.PROVIDER_LOGIN_URL, env.PROVIDER_COMPANIES_URL, env.PROVIDER_SERVICES_URL, env.PROVIDER_RECHARGE_URL,
    env.PROVIDER_SUBSCRIPTIONS_URL, env.PROVIDER_AGENDA_URL, env.PROVIDER_TOOLS_URL],
  env.LOGO_HOSTS,
);

async function download(url: string): Promise<Logo> {
  const target = new URL(url);
  const kind = hostKind(target, HOSTS);
  if (!kind) {
    log.warn({ host: target.host }, "logo refused: host is neither the provider's nor in LOGO_HOSTS");
    throw noLogo();
  }
  let fetched: Fetched;
  try {
    fetched = await fetchLogo(target, kind, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_BYTES });
  } catch (error) {
    if (error instanceof LogoRefused) {
      log.warn({ host: target.host }, "logo refused: host resolves to a non-public address");
      throw noLogo();
    }
    throw badLogo();
  }
  if (fetched.status === 404) throw noLogo();
  if (!fetched.body || !IMAGE_TYPE.test(fetched.contentType)) throw badLogo();
  return { body: fetched.body, contentType: fetched.contentType };
}

/** The logo of a company, or the image of one of its products, as the catalogue points to it. */
export async function companyLogo(code: string, productId?: string): Promise<Logo> {
  const entry = (await logoIndex()).get(code);
  const url = productId === undefined ? entry?.logo : entry?.products.get(productId);
  if (!url || !isFetchableUrl(url)) throw noLogo();
  return cached(cacheKey("logo", { code, productId }), () => download(url));
}
