// Text that no field of Saldo ever needs: C0 and C1 control characters (NUL included, which
// PostgreSQL cannot store) and lone surrogates (not valid Unicode, cannot be encoded as UTF-8).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string holds a control character or a lone surrogate. */
export const controlCharacterIn = (text: string): boolean => CONTROL.test(text);

// eslint-disable-next-line no-control-regex -- the characters a stored text cannot keep as they are
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text kept for a person to read (a malformed body): control characters written as \uXXXX. */
export const visible = (text: string): string =>
  text.replace(UNSTORABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
