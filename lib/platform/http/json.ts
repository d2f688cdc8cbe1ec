import { z } from "zod";

// Free-form JSON a route passes on (a bill payment's `paymentDetails`): bounded in depth, width
// and text, checked without recursion so a hostile value cannot overflow the stack.

export type JsonBounds = { depth: number; keys: number; items: number; text: number };

/** Why a value breaks the bounds, in words for the field error; null when it fits. */
export function jsonBoundsProblem(value: unknown, bounds: JsonBounds): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length) {
    const { value: item, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof item === "string") {
      if (item.length > bounds.text) return `Texts have at most ${bounds.text} characters.`;
    } else if (typeof item === "number") {
      if (!Number.isFinite(item)) return "Numbers must be finite.";
    } else if (item !== null && typeof item === "object") {
      if (depth > bounds.depth) return `Nest at most ${bounds.depth} levels.`;
      const entries = Array.isArray(item) ? item.map((v) => ["", v] as const) : Object.entries(item);
      if (Array.isArray(item) && item.length > bounds.items) return `Lists have at most ${bounds.items} items.`;
      if (!Array.isArray(item) && entries.length > bounds.keys) return `Use at most ${bounds.keys} keys.`;
      for (const [key, inner] of entries) {
        if (key.length > 64) return "Keys have at most 64 characters.";
        stack.push({ value: inner, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** A JSON object within `bounds`. */
export const boundedObject = (bounds: JsonBounds) =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    const problem = jsonBoundsProblem(value, bounds);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
