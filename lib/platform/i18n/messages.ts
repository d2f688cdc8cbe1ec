// Messages by language, one JSON file per area (namespace). Add a namespace: create
// messages/es/<area>.json and messages/en/<area>.json with the same keys and list them here.
import { compileMessages } from "./compile";
import type { Locale } from "./config";
import esCommon from "./messages/es/common.json";
import enCommon from "./messages/en/common.json";
import esPay from "./messages/es/pay.json";
import enPay from "./messages/en/pay.json";
import esAuth from "./messages/es/auth.json";
import enAuth from "./messages/en/auth.json";
import esHome from "./messages/es/home.json";
import enHome from "./messages/en/home.json";
import esHistory from "./messages/es/history.json";
import enHistory from "./messages/en/history.json";
import esOperation from "./messages/es/operation.json";
import enOperation from "./messages/en/operation.json";
import esTopups from "./messages/es/topups.json";
import enTopups from "./messages/en/topups.json";
import esGiftCards from "./messages/es/giftCards.json";
import enGiftCards from "./messages/en/giftCards.json";
import esPurchase from "./messages/es/purchase.json";
import enPurchase from "./messages/en/purchase.json";
import esAgenda from "./messages/es/agenda.json";
import enAgenda from "./messages/en/agenda.json";
import esNotifications from "./messages/es/notifications.json";
import enNotifications from "./messages/en/notifications.json";
import esRates from "./messages/es/rates.json";
import enRates from "./messages/en/rates.json";
import esOperator from "./messages/es/operator.json";
import enOperator from "./messages/en/operator.json";
import esShell from "./messages/es/shell.json";
import enShell from "./messages/en/shell.json";
import esProfile from "./messages/es/profile.json";
import enProfile from "./messages/en/profile.json";
import esComplaints from "./messages/es/complaints.json";
import enComplaints from "./messages/en/complaints.json";
import esMail from "./messages/es/mail.json";
import enMail from "./messages/en/mail.json";
import esAutopay from "./messages/es/autopay.json";
import enAutopay from "./messages/en/autopay.json";
import esConfirm from "./messages/es/confirm.json";
import enConfirm from "./messages/en/confirm.json";

const SOURCE = {
  es: { common: esCommon, pay: esPay, auth: esAuth, home: esHome, history: esHistory, operation: esOperation, topups: esTopups, giftCards: esGiftCards, purchase: esPurchase, agenda: esAgenda, notifications: esNotifications, rates: esRates, operator: esOperator, shell: esShell, profile: esProfile, complaints: esComplaints, mail: esMail, autopay: esAutopay, confirm: esConfirm },
  en: { common: enCommon, pay: enPay, auth: enAuth, home: enHome, history: enHistory, operation: enOperation, topups: enTopups, giftCards: enGiftCards, purchase: enPurchase, agenda: enAgenda, notifications: enNotifications, rates: enRates, operator: enOperator, shell: enShell, profile: enProfile, complaints: enComplaints, mail: enMail, autopay: enAutopay, confirm: enConfirm },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof SOURCE)["es"];

/** Compiled once, as the server loads them (compile.ts); typed as written, for use-intl's keys. */
const MESSAGES: Record<Locale, Messages> = { es: compileMessages(SOURCE.es), en: compileMessages(SOURCE.en) };

export const messagesFor = (locale: Locale): Messages => MESSAGES[locale];

export type Namespace = keyof Messages;

/**
 * What the browser gets: only the namespaces its Client Components use. Every page has the
 * shell's (header, tab bar, error and not-found screens); a section adds its own in its layout
 * (components/intl/messages.tsx). Server Components translate on the server with all of them.
 */
export const SHELL_NAMESPACES = ["common", "shell"] as const satisfies readonly Namespace[];

export function pickMessages(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const all = MESSAGES[locale];
  return Object.fromEntries([...new Set([...SHELL_NAMESPACES, ...namespaces])].map((ns) => [ns, all[ns]]));
}
