// How a company search matches, the provider's way (its sandbox, sandbox/src/routes/companies.ts):
// the term anywhere in the provider's company name, ignoring case and accents; a category matches
// a tag written the same, ignoring case and accents. Pure, so the snapshot answers exactly as the
// provider would have.

/** Lower case without accents ("Peñalolén" → "penalolen"), as people type company names. */
export const fold = (text: string): string => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** A search term ready to compare with folded names (trimmed, as the provider trims it). */
export const foldTerm = (term: string): string => fold(term.trim());

/** True when the folded name contains the folded term (an empty term matches everything). */
export const nameMatches = (foldedName: string, foldedTerm: string): boolean => foldedName.includes(foldedTerm);

/** True when one of the folded tags is the folded category. */
export const tagMatches = (foldedTags: readonly string[], foldedTag: string): boolean => foldedTags.includes(foldedTag);
