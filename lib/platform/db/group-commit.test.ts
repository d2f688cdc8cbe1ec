import { describe, expect, it } from "vitest";
import { groupWriter } from "./group-commit";

/** A write that waits until told, recording the groups it was given. */
function heldWrites() {
  const groups: number[][] = [];
  const releases: (() => void)[] = [];
  const write = async (items: number[]) => {
    groups.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (items.includes(13)) throw new Error("row 13 refused");
    return items.map((n) => n * 10);
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { groups, write, releaseAll };
}

describe("group commit", () => {
  it("writes a row arriving alone at once, and rows arriving during a write together in the next", async () => {
    const held = heldWrites();
    const writer = groupWriter(held.write, { maxBatch: 100, parallel: () => 1 });
    const first = writer.add(1);
    const rest = [2, 3, 4].map((n) => writer.add(n));
    expect(held.groups).toEqual([[1]]);
    await held.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(held.groups).toEqual([[1], [2, 3, 4]]);
  });

  it("answers no one before the write holding their row is done", async () => {
    const held = heldWrites();
    const writer = groupWriter(held.write, { maxBatch: 100, parallel: () => 1 });
    let answered = false;
    void writer.add(1).then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(answered).toBe(false);
    await held.releaseAll();
    expect(answered).toBe(true);
  });

  it("keeps groups within maxBatch and runs at most `parallel` writes at once", async () => {
    const held = heldWrites();
    const writer = groupWriter(held.write, { maxBatch: 2, parallel: () => 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => writer.add(n));
    expect(held.groups).toEqual([[1], [2]]);
    await held.releaseAll();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(held.groups.every((g) => g.length <= 2)).toBe(true);
    expect(held.groups.flat().sort((a, b) => a - b).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("fails only the caller whose row is refused: the group is written again one by one", async () => {
    const held = heldWrites();
    const writer = groupWriter(held.write, { maxBatch: 100, parallel: () => 1 });
    const first = writer.add(1);
    const group = [12, 13, 14].map((n) => writer.add(n).then((v) => ({ v }), (e: Error) => ({ e: e.message })));
    await held.releaseAll();
    await first;
    expect(await Promise.all(group)).toEqual([{ v: 120 }, { e: "row 13 refused" }, { v: 140 }]);
    expect(held.groups).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });
});
