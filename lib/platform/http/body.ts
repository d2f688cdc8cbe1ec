import "server-only";
import { readRawBody } from "./raw-body";
import { AppError } from "./errors";
import { controlCharacterIn } from "./text";

// Every JSON body is read here: bounded in size before anything is buffered, in depth before it
// is parsed, and free of control characters before a schema or the database sees it.

/** The largest JSON body any route takes; the biggest real one (a bill payment) is under 2 KB. */
export const MAX_JSON_BYTES = 64 * 1024;
/** Deeper than any body we accept (queryData is 3 levels); deep enough for paymentDetails. */
export const MAX_JSON_DEPTH = 16;

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_JSON_BYTES / 1024} KB.`);
const notJson = () => new AppError("INVALID_INPUT", "The request body must be JSON.");

/** How deep the JSON text nests, scanned without recursion; stops counting past `max`. */
export function jsonDepth(text: string, max = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) return depth;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** The first string (key or value) in a parsed JSON value that holds a control character. */
function badString(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (controlCharacterIn(item)) return item;
    } else if (Array.isArray(item)) stack.push(...item);
    else if (item && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) stack.push(key, inner);
    }
  }
  return null;
}

/** Parses a JSON body within the size and depth bounds; control characters in any string are a 400. */
export async function readJson(request: Request): Promise<unknown> {
  // A declared Content-Length over the cap is refused before reading; a chunked body is counted
  // as it arrives and cancelled past it. Bytes that are not UTF-8 become U+FFFD.
  const { text, tooLarge: overCap } = await readRawBody(request, MAX_JSON_BYTES);
  if (overCap) throw tooLarge();
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new AppError("INVALID_INPUT", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notJson();
  }
  if (badString(json) !== null) {
    throw new AppError("INVALID_INPUT", "The request body holds control characters (such as NUL) or broken text.");
  }
  return json;
}
