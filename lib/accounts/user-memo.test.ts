import { describe, expect, it } from "vitest";
import { ReadThroughMemo } from "./user-memo";

describe("ReadThroughMemo", () => {
  it("reads once and answers from the copy while it lives", async () => {
    const memo = new ReadThroughMemo<{ v: number }>(10, 1_000);
    let reads = 0;
    const load = async () => ({ v: ++reads });
    expect(await memo.read("a", 0, load)).toEqual({ v: 1 });
    expect(await memo.read("a", 500, load)).toEqual({ v: 1 });
    expect(await memo.read("a", 1_000, load)).toEqual({ v: 2 });
    expect(reads).toBe(2);
  });

  it("reads again after a forget", async () => {
    const memo = new ReadThroughMemo<{ v: number }>(10, 60_000);
    let version = 1;
    const load = async () => ({ v: version });
    expect(await memo.read("a", 0, load)).toEqual({ v: 1 });
    version = 2;
    memo.forget("a");
    expect(await memo.read("a", 1, load)).toEqual({ v: 2 });
  });

  it("keeps no read that a forget overlapped, so an older answer cannot outlive a write", async () => {
    const memo = new ReadThroughMemo<{ v: number }>(10, 60_000);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = memo.read("a", 0, async () => {
      await slow;
      return { v: 1 }; // read before the write committed
    });
    memo.forget("a"); // the write
    release();
    expect(await stale).toEqual({ v: 1 });
    expect(await memo.read("a", 1, async () => ({ v: 2 }))).toEqual({ v: 2 });
  });

  it("does not keep a user that was not found", async () => {
    const memo = new ReadThroughMemo<{ v: number }>(10, 60_000);
    expect(await memo.read("a", 0, async () => null)).toBeNull();
    expect(await memo.read("a", 1, async () => ({ v: 1 }))).toEqual({ v: 1 });
  });

  it("drops every copy on forgetAll, and keeps no read under way then", async () => {
    const memo = new ReadThroughMemo<{ v: number }>(10, 60_000);
    let version = 1;
    const load = async () => ({ v: version });
    expect(await memo.read("a", 0, load)).toEqual({ v: 1 });
    expect(await memo.read("b", 0, load)).toEqual({ v: 1 });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const inFlight = memo.read("c", 0, async () => {
      await slow;
      return { v: 1 };
    });
    version = 2;
    memo.forgetAll();
    release();
    expect(await inFlight).toEqual({ v: 1 });
    expect(await memo.read("a", 1, load)).toEqual({ v: 2 });
    expect(await memo.read("b", 1, load)).toEqual({ v: 2 });
    expect(await memo.read("c", 1, load)).toEqual({ v: 2 });
  });
});
