// Messages by language, one JSON file per area (namespace). Add a namespace: create
// messages/es/<area>.json and messages/en/<area>.json with the same keys and list them here.
import type { Locale } from "./config";
import esCommon from "./messages/es/common.json";
import enCommon from "./messages/en/common.json";

const MESSAGES = {
  es: { common: esCommon },
  en: { common: enCommon },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof MESSAGES)["es"];

export const messagesFor = (locale: Locale): Messages => MESSAGES[locale];
