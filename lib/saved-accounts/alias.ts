/** A saved bill's name (its alias at the provider): at most this many characters, trimmed; "" clears it. */
export const ALIAS_MAX = 60;
