// Provider data made presentable: the provider writes names and categories in capitals without
// accents ("AGUAS ARGENTINAS", "SERVICIOS PUBLICOS"), mixes lower-case tags in ("musica") and
// repeats "Factura" in a debt's concept. Pure: applied where the catalogue and debt views are
// built (views.ts, bills/debts.ts), never in the provider client, which keeps the provider's words.

/**
 * Words written the way the brand or the language writes them, looked up by the provider's
 * upper-case spelling. Acronyms stay in capitals (EDENOR is Empresa Distribuidora y
 * Comercializadora Norte, as AySA, ARCA, OSDE…); add a word here rather than a rule in code.
 */
const WORDS: Record<string, string> = {
  // Brands as they write themselves.
  AYSA: "AySA",
  DIRECTV: "DirecTV",
  IZZI: "Izzi",
  BANCOESTADO: "BancoEstado",
  TOTALPLAY: "Totalplay",
  // Acronyms kept in capitals.
  EDENOR: "EDENOR",
  EDESUR: "EDESUR",
  EDELAP: "EDELAP",
  EDEA: "EDEA",
  EDEMSA: "EDEMSA",
  EPEC: "EPEC",
  EPE: "EPE",
  ARCA: "ARCA",
  AFIP: "AFIP",
  ARBA: "ARBA",
  AGIP: "AGIP",
  ABL: "ABL",
  CABA: "CABA",
  ABSA: "ABSA",
  BAN: "BAN",
  OSDE: "OSDE",
  OMINT: "OMINT",
  UADE: "UADE",
  UCA: "UCA",
  ITBA: "ITBA",
  UVM: "UVM",
  UNITEC: "UNITEC",
  CFE: "CFE",
  SAT: "SAT",
  CDMX: "CDMX",
  SACMEX: "SACMEX",
  INFONAVIT: "INFONAVIT",
  FONACOT: "FONACOT",
  GNP: "GNP",
  AXA: "AXA",
  CGE: "CGE",
  VTR: "VTR",
  WOM: "WOM",
  CMR: "CMR",
  EPM: "EPM",
  ETB: "ETB",
  SUBE: "SUBE",
  MX: "MX",
  "AT&T": "AT&T",
  TV: "TV",
  // Spanish accents the provider leaves out.
  PUBLICOS: "públicos",
  TELEFONIA: "telefonía",
  MUSICA: "música",
  MOVIL: "móvil",
  CREDITO: "crédito",
  CREDITOS: "créditos",
  PRESTAMOS: "préstamos",
  EDUCACION: "educación",
  DISTRIBUCION: "distribución",
  CATOLICA: "católica",
  MEXICO: "México",
  PERU: "Perú",
  TESORERIA: "tesorería",
  FEDERACION: "federación",
  CRISTOBAL: "Cristóbal",
  ANAHUAC: "Anáhuac",
  IBAÑEZ: "Ibáñez",
  ENERGIA: "energía",
  ELECTRICA: "eléctrica",
  SALUD: "salud",
  CORDOBESAS: "cordobesas",
};

/** Spanish words kept in lower case inside a name ("Banco del Sol", "Luz y Fuerza del Centro"). */
const SMALL = new Set(["de", "del", "la", "las", "los", "el", "y", "e", "o", "u", "en", "a", "al", "por", "para", "con", "sin", "ex"]);

const capitalize = (word: string) => (word ? word.charAt(0).toLocaleUpperCase("es") + word.slice(1) : word);

/** One upper-case word: as the table writes it, else capitalised (title) or lower case (sentence). */
function presentWord(word: string, first: boolean, sentence: boolean): string {
  const known = WORDS[word.toLocaleUpperCase("es")];
  const lower = word.toLocaleLowerCase("es");
  if (!first && SMALL.has(lower)) return lower;
  if (known) return first || !sentence ? capitalize(known) : known;
  if (sentence && !first) return lower;
  return lower.split(/([-'’])/).map(capitalize).join("");
}

/**
 * A provider's text in readable case: "AGUAS ARGENTINAS" → "Aguas Argentinas", "BANCO DEL SOL" →
 * "Banco del Sol"; with `sentence`, "SERVICIOS PUBLICOS" → "Servicios públicos". Acronyms and
 * brands as the table writes them. Text already in mixed case was written for people: kept.
 */
export function readableCase(text: string, { sentence = false }: { sentence?: boolean } = {}): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (trimmed !== trimmed.toLocaleUpperCase("es") && trimmed !== trimmed.toLocaleLowerCase("es")) return trimmed;
  let first = true;
  return trimmed
    .split(/(\s+|\s*[-,()/:]\s*)/)
    .map((part) => {
      if (!/[\p{L}&]/u.test(part)) return part;
      const word = presentWord(part, first, sentence);
      first = false;
      return word;
    })
    .join("");
}

/** A company's name for people: readable case, brands and acronyms as the table writes them. */
export const presentCompanyName = (name: string): string => readableCase(name);

/** The user categories bills, top-ups and gift cards are grouped into; labels live in the messages. */
export const CATEGORIES = [
  "electricity",
  "gas",
  "water",
  "tv",
  "internet",
  "mobile",
  "credit",
  "finance",
  "cards",
  "taxes",
  "insurance",
  "education",
  "health",
  "transport",
  "entertainment",
  "gaming",
  "shopping",
  "music",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Provider tags (any case, with or without accents) → the user's category. Reviewable in one place. */
const CATEGORY_OF_TAG: Record<string, Category> = {
  "SERVICIO DE LUZ": "electricity",
  "SERVICIO DE GAS": "gas",
  "SERVICIO DE AGUA": "water",
  "TV POR CABLE": "tv",
  "INTERNET, TELEFONIA Y TV": "internet",
  "TELEFONIA MOVIL": "mobile",
  TELEFONIA: "mobile",
  CREDITOS: "credit",
  FINANCIERO: "finance",
  "TARJETAS DE CREDITO": "cards",
  IMPUESTOS: "taxes",
  SEGUROS: "insurance",
  EDUCACION: "education",
  SALUD: "health",
  TRANSPORTE: "transport",
  ENTRETENIMIENTO: "entertainment",
  GAMING: "gaming",
  COMPRAS: "shopping",
  MUSICA: "music",
};

const tagKey = (tag: string) =>
  tag.trim().toLocaleUpperCase("es").normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\s+/g, " ");

/** The user category of a provider tag, or null for one the table does not know yet. */
export const categoryOf = (tag: string): Category | null => CATEGORY_OF_TAG[tagKey(tag)] ?? null;

/** A tag as the pages show it: the category to translate, and a readable label for an unknown one. */
export type CategoryView = { category: Category | null; label: string };

export const presentTag = (tag: string): CategoryView => ({ category: categoryOf(tag), label: readableCase(tag, { sentence: true }) });

/** The categories bills are filtered by (top-up and gift-card tags are not about bills). */
const BILL_CATEGORIES: ReadonlySet<Category> = new Set<Category>([
  "electricity", "gas", "water", "tv", "internet", "mobile", "credit", "finance", "cards", "taxes", "insurance", "education", "health",
]);

/** A filter choice for bills: the provider's tag to filter by, and how to show it. */
export type BillCategoryOption = CategoryView & { tag: string };

/**
 * The provider's tag list as bill filter choices: tags of bill categories (and unknown tags in the
 * service list's capitals), one per category, in the provider's order.
 */
export function billCategoryOptions(tags: string[]): BillCategoryOption[] {
  const seen = new Set<string>();
  const out: BillCategoryOption[] = [];
  for (const tag of tags) {
    const view = presentTag(tag);
    const forBills = view.category ? BILL_CATEGORIES.has(view.category) : tag === tag.toLocaleUpperCase("es");
    const key = view.category ?? `tag:${view.label}`;
    if (!forBills || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...view, tag });
  }
  return out;
}

/** A company's tags as categories, one per category (two tags of one category show once). */
export function presentTags(tags: string[]): CategoryView[] {
  const seen = new Set<string>();
  const out: CategoryView[] = [];
  for (const tag of tags) {
    const view = presentTag(tag);
    const key = view.category ?? `tag:${view.label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(view);
  }
  return out;
}

/**
 * A debt's concept for people: "FACTURA 2026-11" → "Factura 2026-11", and a concept that repeats
 * its own label ("Factura: Factura 2026-11") said once.
 */
export function presentConcept(concept: string | null | undefined): string | null {
  const text = concept?.trim().replace(/\s+/g, " ");
  if (!text) return null;
  const repeated = /^([\p{L} ]+):\s*(.+)$/u.exec(text);
  const once = repeated && repeated[2]!.toLocaleLowerCase("es").startsWith(repeated[1]!.trim().toLocaleLowerCase("es")) ? repeated[2]! : text;
  return readableCase(once, { sentence: true });
}
