// Messages are compiled from ICU text to icu-minify's arrays when they are loaded, so the browser
// formats them with use-intl's small format-only formatter instead of intl-messageformat and its
// parser (about 10 KB gzip on every page). The build swaps the formatter for every bundle, the
// server's included (turbopack.resolveAlias in next.config.mjs, and the unit suites' alias in
// vitest.config.ts), so every message anywhere is compiled here first. A message that does not
// compile throws as this module loads, naming it.
import compile from "icu-minify/compile";

type Tree = { readonly [key: string]: string | Tree };

/** `tree` with every message compiled; the same shape, so use-intl's key types still hold. */
export function compileMessages<T extends Tree>(tree: T, path = ""): T {
  const compiled = Object.entries(tree).map(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value !== "string") return [key, compileMessages(value, at)];
    try {
      // Plain objects (the compiler makes a plural's cases without a prototype), as React hands
      // the Client Components' messages to the browser.
      return [key, JSON.parse(JSON.stringify(compile(value))) as unknown];
    } catch (error) {
      throw new Error(`The message ${at} does not compile: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return Object.fromEntries(compiled) as T;
}
