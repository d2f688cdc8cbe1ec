import { describe, expect, it } from "vitest";
import { fmt, fmtDelta, fmtRatio, interleave, median, medianOf, percentile, ratio } from "./stats";

describe("the benchmark's arithmetic", () => {
  it("takes the middle value of the rounds, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNaN();
    expect(median([NaN, 7, 9])).toBe(8);
  });

  it("takes percentiles by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("gives no ratio against nothing", () => {
    expect(ratio(353, 957)).toBeCloseTo(0.3689, 3);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(NaN, 3)).toBeNaN();
  });

  it("alternates which side goes first, round after round", () => {
    expect(interleave(0, ["saldo", "bare"])).toEqual(["saldo", "bare"]);
    expect(interleave(1, ["saldo", "bare"])).toEqual(["bare", "saldo"]);
    expect(interleave(2, ["a", "b", "c"])).toEqual(["a", "b", "c"]);
    const sides = ["a", "b"];
    interleave(1, sides);
    expect(sides).toEqual(["a", "b"]);
  });

  it("takes the median of each measure across rounds", () => {
    expect(medianOf([{ rps: 1, p50: 9 }, { rps: 3, p50: 7 }, { rps: 2, p50: 8 }])).toEqual({ rps: 2, p50: 8 });
  });

  it("prints numbers, ratios and differences for the table", () => {
    expect(fmt(1282.4)).toBe("1,282");
    expect(fmt(0.894, 2)).toBe("0.89");
    expect(fmt(NaN)).toBe("—");
    expect(fmtRatio(0.3689)).toBe("0.37×");
    expect(fmtRatio(NaN)).toBe("—");
    expect(fmtDelta(5)).toBe("+5.0 ms");
    expect(fmtDelta(114.4)).toBe("+114 ms");
    expect(fmtDelta(-1.26)).toBe("−1.3 ms");
    expect(fmtDelta(NaN)).toBe("—");
  });
});
