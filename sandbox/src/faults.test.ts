import { describe, expect, it } from "vitest";
import { defaultFaults, latencyFor } from "./faults";

describe("latencyFor", () => {
  it("slows every path when latencyPaths is empty", () => {
    expect(latencyFor({ ...defaultFaults(), latencyMs: 300 }, "/services/operation/x")).toBe(300);
  });

  it("slows only the listed paths when latencyPaths is set", () => {
    const faults = { ...defaultFaults(), latencyMs: 300, latencyPaths: ["/services/payment"] };
    expect(latencyFor(faults, "/services/payment")).toBe(300);
    expect(latencyFor(faults, "/services/operation/x")).toBe(0);
  });
});
