import { describe, expect, it } from "vitest";
import { ReadBatch } from "./read-batch";

/** A load that records what it was asked and answers from `rows`. */
function recorder(rows: Record<string, number>) {
  const asked: string[][] = [];
  const load = async (keys: string[]) => {
    asked.push(keys);
    return new Map(keys.filter((k) => k in rows).map((k) => [k, rows[k]!]));
  };
  return { asked, load };
}

describe("ReadBatch", () => {
  it("answers the reads asked for in one turn with one load, each key asked once", async () => {
    const { asked, load } = recorder({ a: 1, b: 2 });
    const batch = new ReadBatch(load);
    expect(await Promise.all([batch.read("a"), batch.read("b"), batch.read("a"), batch.read("missing")])).toEqual([1, 2, 1, null]);
    expect(asked).toEqual([["a", "b", "missing"]]);
  });

  it("keeps nothing: a read asked after a load answered gets a load of its own", async () => {
    const rows = { a: 1 };
    const { asked, load } = recorder(rows);
    const batch = new ReadBatch(load);
    expect(await batch.read("a")).toBe(1);
    rows.a = 2;
    expect(await batch.read("a")).toBe(2);
    expect(asked).toEqual([["a"], ["a"]]);
  });

  it("never hands a read a load that was sent before it was asked", async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const batch = new ReadBatch<number>(async (keys) => {
      const load = ++loads;
      if (load === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map(keys.map((k) => [k, load]));
    });
    const first = batch.read("a");
    await new Promise((resolve) => setImmediate(resolve));
    const second = batch.read("a"); // the first load is under way: this read waits for a load of its own
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
  });

  it("splits a large batch and fails only the reads of a load that failed", async () => {
    const batch = new ReadBatch<number>(async (keys) => {
      if (keys.includes("bad")) throw new Error("database down");
      return new Map(keys.map((k) => [k, 1]));
    }, 2);
    const reads = ["a", "b", "bad", "c"].map((k) => batch.read(k).then((v) => v, (e: Error) => e.message));
    expect(await Promise.all(reads)).toEqual([1, 1, "database down", "database down"]);
  });
});
