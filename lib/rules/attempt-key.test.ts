import { describe, expect, it } from "vitest";
import { attemptKeyFor, type AttemptKeys } from "./attempt-key";

describe("attemptKeyFor", () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it("gives every retry of the same purchase the same key, also after going back and changing it back", () => {
    const keys: AttemptKeys = new Map();
    const first = attemptKeyFor(keys, { productId: "1", amount: 150 }, newKey);
    expect(attemptKeyFor(keys, { productId: "1", amount: 150 }, newKey)).toBe(first);
    const other = attemptKeyFor(keys, { productId: "1", amount: 200 }, newKey);
    expect(other).not.toBe(first);
    expect(attemptKeyFor(keys, { productId: "1", amount: 150 }, newKey)).toBe(first);
  });

  it("makes a UUID by default", () => {
    expect(attemptKeyFor(new Map(), { amount: 1 })).toMatch(/^[0-9a-f-]{36}$/);
  });
});
