/** True when `value` is one of `choices` (a code read from an address, a notice's event). */
export const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (choices as readonly string[]).includes(value);
