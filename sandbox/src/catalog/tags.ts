import type { Tag } from "./types";

// Bill categories as the provider spells them; company `tags` on the services list are these strings.
const SERVICE_TAG_NAMES = [
  "SERVICIO DE LUZ",
  "SERVICIO DE GAS",
  "SERVICIO DE AGUA",
  "TV POR CABLE",
  // The comma is real provider data: clients must not split tag lists on commas.
  "INTERNET, TELEFONIA Y TV",
  "TELEFONIA MOVIL",
  "CREDITOS",
  "FINANCIERO",
  "TARJETAS DE CREDITO",
  "IMPUESTOS",
  "SEGUROS",
  "EDUCACION",
  "SALUD",
] as const;

export type ServiceTagName = (typeof SERVICE_TAG_NAMES)[number];

export const serviceTags: string[] = [...SERVICE_TAG_NAMES];

// Ids are fixed so that `tag` filters written against them keep working; 168 and 175 are the provider's.
const SERVICE_TAG_IDS: Record<ServiceTagName, number> = {
  "SERVICIO DE LUZ": 166,
  "SERVICIO DE GAS": 167,
  "SERVICIO DE AGUA": 168,
  "INTERNET, TELEFONIA Y TV": 174,
  "TV POR CABLE": 175,
  "TELEFONIA MOVIL": 176,
  CREDITOS: 180,
  FINANCIERO: 181,
  "TARJETAS DE CREDITO": 182,
  IMPUESTOS: 183,
  SEGUROS: 185,
  EDUCACION: 187,
  SALUD: 189,
};

// Top-ups and gift cards carry `{id, name}` tags in lower case, unlike the service list.
const OTHER_TAGS: Tag[] = [
  { id: 201, name: "telefonia" },
  { id: 202, name: "transporte" },
  { id: 301, name: "entretenimiento" },
  { id: 302, name: "gaming" },
  { id: 303, name: "compras" },
  { id: 304, name: "musica" },
];

export const tags: Tag[] = [
  ...SERVICE_TAG_NAMES.map((name) => ({ id: SERVICE_TAG_IDS[name], name })),
  ...OTHER_TAGS,
];

/** Looks a tag up by exact name; throws so that a typo in the data tables fails at import time. */
export function tagByName(name: string): Tag {
  const tag = tags.find((t) => t.name === name);
  if (!tag) throw new Error(`Unknown catalogue tag: ${name}`);
  return { ...tag };
}
