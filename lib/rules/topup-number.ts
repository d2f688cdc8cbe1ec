// The number a top-up goes to, as people write it: "11 5555-0001" is the same line as 1155550001.

/** The number without the spaces and dashes people group it with; anything else is kept to be checked. */
export const normalizeTopUpNumber = (text: string): string => text.replace(/[\s-]/g, "");
