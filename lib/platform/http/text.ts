// The control-character rule lives with the address check (plain JavaScript, read by server.mjs too).
export { controlCharacterIn } from "./url-check.mjs";

// eslint-disable-next-line no-control-regex -- the characters a stored text cannot keep as they are
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text kept for a person to read (a malformed body): control characters written as \uXXXX. */
export const visible = (text: string): string =>
  text.replace(UNSTORABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
