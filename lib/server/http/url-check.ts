import { controlCharacterIn } from "./text";

// What no address of Saldo ever holds: a %-escape that does not decode to UTF-8 (Next's router
// would fail on it with a bare 500), or a control character once decoded, in a path segment or in
// the query string.

/** Why this URL is refused, or null when its path and query string are clean. */
export function urlProblem(url: URL): string | null {
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return "The address holds a malformed %-escape.";
    }
    if (controlCharacterIn(decoded)) return "The address holds control characters (such as NUL) or broken text.";
  }
  for (const [name, value] of url.searchParams) {
    if (controlCharacterIn(name) || controlCharacterIn(value)) {
      return "The query string holds control characters (such as NUL) or broken text.";
    }
  }
  return null;
}
