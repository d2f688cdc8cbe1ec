import { describe, expect, it } from "vitest";
import { operationWatch, type OperationStatus } from "./operations";
import { WATCH_MAX_MS } from "./watch";

const query = (status: OperationStatus | undefined, reads: number, errors = 0) => ({
  state: { data: status ? { status } : undefined, dataUpdateCount: reads, errorUpdateCount: errors },
});

describe("operationWatch", () => {
  it("backs off from a second while the operation is in flight, counting reads and failed reads", () => {
    const watch = operationWatch();
    expect(watch.interval(query("pending", 1))).toBe(1000);
    expect(watch.interval(query("processing", 2))).toBe(1500);
    expect(watch.interval(query("unknown", 3))).toBe(2250);
    expect(watch.interval(query("unknown", 3, 1))).toBe(3375);
    expect(watch.interval(query("unknown", 40))).toBe(WATCH_MAX_MS);
  });

  it("starts over from a second when restarted (the page came back into view)", () => {
    const watch = operationWatch();
    watch.interval(query("processing", 0));
    expect(watch.interval(query("processing", 12))).toBe(WATCH_MAX_MS);
    watch.restart();
    expect(watch.interval(query("processing", 12))).toBe(1000);
    expect(watch.interval(query("processing", 13))).toBe(1500);
  });

  it("never reads a confirmed or failed operation again", () => {
    const watch = operationWatch();
    expect(watch.interval(query("confirmed", 1))).toBe(false);
    expect(watch.interval(query("failed", 5))).toBe(false);
  });

  it("watches while the first read has not answered yet", () => {
    expect(operationWatch().interval(query(undefined, 0, 1))).toBe(1000);
  });
});
