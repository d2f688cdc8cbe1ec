// Autopay's pages (app/(wallet)/autopay): kept here so a Client Component (an account's card in
// "Mis cuentas") and the server build the same addresses.

/** An account's autopay settings; agendaIds hold "#", so the id is escaped. */
export const autopaySettingsPath = (agendaId: string) => `/autopay/accounts/${encodeURIComponent(agendaId)}`;

/** One charge: where the notices' links lead. */
export const chargePath = (chargeId: string) => `/autopay/${chargeId}`;
