import { stableBucket } from "./deterministic-id";
import { giftCardCompanies } from "./gift-cards";
import { rechargeCompanies } from "./recharges";
import { serviceCompanies } from "./services";

// Dark enough for white initials to stay readable (WCAG AA on large text).
const PALETTE = [
  "#1f6feb", "#8250df", "#bf3989", "#cf222e", "#bc4c00", "#9a6700", "#1a7f37", "#0b7285",
  "#2f4b8f", "#6e40c9", "#a8326e", "#b3401f", "#4d6b1f", "#116466", "#5a3e85", "#374151",
];

// Connectors that would make every "Cooperativa de ..." start with the same letters.
const SKIPPED_WORDS = new Set(["DE", "DEL", "LA", "LAS", "LOS", "EL", "Y", "E", "EX"]);

// XML namespace name required by standalone SVG; it is an identifier, never fetched.
const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

const LOGO_PREFIX = "/logos/";

/** Up to two letters: first and last significant words, or the first two letters of a single word. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, " ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "" && !SKIPPED_WORDS.has(w.toUpperCase()));
  const first = words[0];
  const last = words[words.length - 1];
  if (first === undefined || last === undefined) return "?";
  const letters = words.length === 1 ? Array.from(first).slice(0, 2).join("") : `${Array.from(first)[0]}${Array.from(last)[0]}`;
  return letters.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function renderSvg(key: string, label: string): string {
  const colour = PALETTE[stableBucket(key, PALETTE.length)] ?? "#374151";
  const initials = escapeXml(initialsOf(label));
  return [
    `<svg xmlns="${SVG_NAMESPACE}" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="128" height="128" rx="28" ry="28" fill="${colour}"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="52" font-weight="600"`,
    ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">${initials}</text>`,
    `</svg>`,
  ].join("");
}

/** file name -> label, for every logo path the catalogue actually hands out. */
function buildIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const add = (path: string | null, label: string) => {
    if (path?.startsWith(LOGO_PREFIX)) index.set(path.slice(LOGO_PREFIX.length), label);
  };
  for (const c of serviceCompanies) add(c.companyLogo, c.companyName);
  for (const c of rechargeCompanies) add(c.companyLogo, c.companyName);
  for (const c of giftCardCompanies) {
    add(c.companyLogo, c.companyName);
    for (const p of c.products) add(p.image, c.companyName);
  }
  return index;
}

const logoIndex = buildIndex();

/**
 * SVG for `/logos/{file}`, or null when the catalogue does not reference that file. Only exact
 * catalogue names match, so path tricks ("../", other extensions) simply miss.
 */
export function logoSvg(file: string): string | null {
  const label = logoIndex.get(file);
  return label === undefined ? null : renderSvg(file.replace(/\.svg$/, ""), label);
}
