// What no address of Saldo ever holds: a %-escape that does not decode to UTF-8 (Next's router
// would fail on it with a bare 500), or a control character once decoded, in a path segment or in
// the query string. Plain JavaScript: server.mjs refuses such addresses before Next sees them, and
// the proxy (TypeScript) imports the same rule.

// C0 and C1 control characters (NUL included, which PostgreSQL cannot store) and lone surrogates
// (not valid Unicode, cannot be encoded as UTF-8).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string holds a control character or a lone surrogate. */
export const controlCharacterIn = (text) => CONTROL.test(text);

/** Why this URL is refused, or null when its path and query string are clean. */
export function urlProblem(url) {
  for (const segment of url.pathname.split("/")) {
    let decoded;
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
