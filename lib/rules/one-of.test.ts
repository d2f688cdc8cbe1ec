import { describe, expect, it } from "vitest";
import { isOneOf } from "./one-of";

describe("isOneOf", () => {
  it("takes a text that is one of the choices, and nothing else", () => {
    const choices = ["skip", "pay"] as const;
    expect(["skip", "pay", "SKIP", "", undefined, null, 1, ["skip"]].map((v) => isOneOf(choices, v))).toEqual([true, true, false, false, false, false, false, false]);
  });
});
