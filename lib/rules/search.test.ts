import { describe, expect, it } from "vitest";
import { SEARCH_MIN, searchTerm } from "./search";

describe("a company search term", () => {
  it("counts from three characters, spaces around it left out", () => {
    expect(SEARCH_MIN).toBe(3);
    expect(searchTerm("ed")).toBeUndefined();
    expect(searchTerm("  ed  ")).toBeUndefined();
    expect(searchTerm(" ede ")).toBe("ede");
  });
});
