// The tile drawn for a company without a logo: two letters and a colour, both from the whole name,
// so that companies sharing a first letter or a prefix (EDENOR, EDESUR, EDELAP…) still look apart.

// Words that say nothing about which company it is.
const FILLER = new Set(["DE", "DEL", "LA", "LAS", "LOS", "EL", "Y", "E", "THE", "OF", "AND", "S.A.", "SA"]);

// Light and dark pairs, each readable (WCAG AA) as text on its background. Written out in full so
// Tailwind finds them.
export const TILE_COLOURS = [
  "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
  "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100",
  "bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100",
  "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100",
  "bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100",
  "bg-lime-100 text-lime-900 dark:bg-lime-900 dark:text-lime-100",
  "bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-900 dark:text-fuchsia-100",
  "bg-cyan-100 text-cyan-900 dark:bg-cyan-900 dark:text-cyan-100",
  "bg-pink-100 text-pink-900 dark:bg-pink-900 dark:text-pink-100",
] as const;

const plain = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\(.*?\)/g, " ")
    .toUpperCase();

/**
 * Two letters for a name, from its brand (what comes before " - ", which only describes the
 * product): the first letters of its first and last meaningful words ("CAMUZZI GAS PAMPEANA" →
 * "CP", "CAMUZZI GAS DEL SUR" → "CS", "BANCO GALICIA - PRESTAMOS" → "BG"), or for one word its
 * first letter and the fourth, past the prefixes utility names share ("EDENOR" → "EN", "EDESUR" →
 * "ES"); short words keep their first two ("AYSA" → "AY").
 */
export function tileLetters(name: string): string {
  const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !FILLER.has(word));
  const whole = plain(name);
  const brand = wordsOf(whole.split(/\s[-–—]\s/)[0] ?? "");
  const words = brand.length > 0 ? brand : wordsOf(whole);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (!first) return "?";
  if (last) return `${first.charAt(0)}${last.charAt(0)}`;
  if (first.length <= 4) return first.slice(0, 2);
  return `${first.charAt(0)}${first.charAt(3)}`;
}

/**
 * A colour picked by the whole name, so the same company always gets the same one: FNV-1a, then
 * mixed (murmur3's finaliser) so that names one letter apart ("ARCA", "ARBA") land far apart.
 */
export function tileColour(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of plain(name).replace(/\s+/g, " ").trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return TILE_COLOURS[(hash >>> 0) % TILE_COLOURS.length] ?? TILE_COLOURS[0];
}
