import "server-only";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { toAppError } from "@/lib/platform/http/errors";
import { log } from "@/lib/platform/log";
import { getGiftCardCompany, getTopUpCompany } from "./products";
import { getServiceCompany } from "./services";

export type PageLoad<T> = { ok: true; data: T } | { ok: false; notFound: boolean };

/**
 * A catalogue read for a Server Component: the page shows "not found" or "try again" instead of
 * crashing into the error boundary (which would hide why).
 */
export async function loadForPage<T>(read: () => Promise<T>): Promise<PageLoad<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    const known = toAppError(error);
    if (!known) log.error({ err: error }, "catalogue page failed");
    return { ok: false, notFound: known?.code === "NOT_FOUND" };
  }
}

// One read per request of a company's page: its layout, its title and the page itself share it.
export const serviceCompanyForPage = cache((code: string) => loadForPage(() => getServiceCompany(code)));
export const carrierForPage = cache((code: string) => loadForPage(() => getTopUpCompany(code)));
export const brandForPage = cache((code: string) => loadForPage(() => getGiftCardCompany(code)));

/**
 * The layout of a company's page: an address naming a company that does not exist answers 404 with
 * the app's not-found screen. The lookup sits in the layout, above the page's loading state: a page
 * inside that state has already answered 200 by the time it reads anything.
 */
export function companyLayout(read: (code: string) => Promise<PageLoad<unknown>>) {
  return async function CompanyLayout({ children, params }: { children: ReactNode; params: Promise<{ code: string }> }) {
    const load = await read((await params).code);
    if (!load.ok && load.notFound) notFound();
    return children;
  };
}
