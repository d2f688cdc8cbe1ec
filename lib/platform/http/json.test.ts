import { describe, expect, it } from "vitest";
import { jsonBoundsProblem } from "./json";

const BOUNDS = { depth: 3, keys: 20, items: 20, text: 500 };

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("bounded JSON", () => {
  it("takes small objects up to the depth", () => {
    expect(jsonBoundsProblem({ a: 1, b: "x", c: [true, null], d: { e: "f" } }, BOUNDS)).toBeNull();
    expect(jsonBoundsProblem(nested(3), BOUNDS)).toBeNull();
  });

  it("refuses nesting past the depth, even 100,000 levels, without overflowing the stack", () => {
    expect(jsonBoundsProblem(nested(4), BOUNDS)).toMatch(/Nest at most 3/);
    expect(jsonBoundsProblem(nested(100_000), BOUNDS)).toMatch(/Nest at most 3/);
  });

  it("refuses too many keys or items, long texts and keys", () => {
    expect(jsonBoundsProblem(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])), BOUNDS)).toMatch(/20 keys/);
    expect(jsonBoundsProblem({ a: Array.from({ length: 21 }, () => 1) }, BOUNDS)).toMatch(/20 items/);
    expect(jsonBoundsProblem({ a: "x".repeat(501) }, BOUNDS)).toMatch(/500 characters/);
    expect(jsonBoundsProblem({ ["k".repeat(65)]: 1 }, BOUNDS)).toMatch(/Keys/);
  });
});
