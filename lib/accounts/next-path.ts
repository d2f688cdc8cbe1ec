// Where to go after signing in: the page a signed-out visitor asked for, carried as
// `/sign-in?next=<path>`. Only a path of this site is ever followed; anything that could leave it
// (`//evil.example`, `/\evil`, `https://…`, `javascript:`, control characters) is dropped, and the
// visitor goes home instead. Pure: the wallet's layout writes it, the sign-in form reads it.

/** The request header in which proxy.ts hands a page its own path and search (never trusted as such). */
export const PATH_HEADER = "x-saldo-path";

/** Longer than any page of the wallet with its search params; longer ones are not followed. */
const MAX_LENGTH = 2000;

/** The same-origin path in `value`, or null when it is missing or could lead anywhere else. */
export function safeNextPath(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // One leading slash, then not a second slash or a backslash (browsers read "/\" as "//").
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // Control characters and backslashes anywhere: browsers strip tabs and newlines ("/\t/evil").
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, "http://saldo.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://saldo.invalid") return null;
  // Back to the pages that sign in and out would loop.
  if (url.pathname === "/sign-in" || url.pathname === "/sign-up") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that returns to `path` afterwards (home needs no `next`). */
export function signInHref(path: string | null, page: "/sign-in" | "/sign-up" = "/sign-in"): string {
  const next = safeNextPath(path);
  return next && next !== "/" ? `${page}?${new URLSearchParams({ next })}` : page;
}
