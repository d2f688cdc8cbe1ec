// Response headers of the read routes.

/** Catalogue answers: the browser may reuse them for a minute (the server caches them longer). */
export const CATALOG_HEADERS = { "cache-control": "private, max-age=60" } as const;

/** Anything about the user's money or bills: never stored anywhere. */
export const NO_STORE = { "cache-control": "no-store" } as const;

/**
 * A catalogue list read for the user's own country (no country in the URL): the same URL answers
 * another list once the profile's country changes, so the browser must ask again each time.
 */
export const USER_CATALOG_HEADERS = { "cache-control": "private, no-cache" } as const;

export const catalogHeaders = (explicitCountry: boolean) => (explicitCountry ? CATALOG_HEADERS : USER_CATALOG_HEADERS);
