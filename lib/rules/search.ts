// A company search needs a few characters: the provider refuses shorter terms, and fewer would match
// half the catalogue anyway. Until then, lists show everything (or nothing, where a term is needed).

export const SEARCH_MIN = 3;

/** The term to search with once it is long enough (trimmed); undefined before that. */
export function searchTerm(typed: string): string | undefined {
  const term = typed.trim();
  return term.length >= SEARCH_MIN ? term : undefined;
}
