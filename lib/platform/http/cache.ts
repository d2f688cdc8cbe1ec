// Response headers of the read routes.

/** Catalogue answers: the browser may reuse them for a minute (the server caches them longer). */
export const CATALOG_HEADERS = { "cache-control": "private, max-age=60" } as const;

/** Anything about the user's money or bills: never stored anywhere. */
export const NO_STORE = { "cache-control": "no-store" } as const;
