// The account fields' bounds, which the pages show ("at least 10 characters") and the schemas in
// ./input.ts enforce. Apart from the schemas, so a page reads them without loading zod.

export const PASSWORD_MIN = 10;
/** Bounds the hashing work. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 80;
