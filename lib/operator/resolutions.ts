// How an operator may resolve an operation, and the bounds of the note that says why: the console's
// form shows them, ./resolve-input.ts checks them. Apart from the schema, so the console reads them
// without loading zod.

export const RESOLUTIONS = ["confirmed", "failed", "dismiss"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const NOTE_MIN = 5;
export const NOTE_MAX = 500;
