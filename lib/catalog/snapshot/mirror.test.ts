import { describe, expect, it } from "vitest";
import { openedDatabase, testDatabases } from "@/tests/support/test-databases";
import { SnapshotMirror, type SnapshotKind } from "./mirror";
import { readSnapshot, staleSnapshots, writeSnapshot } from "./store";

describe.each(testDatabases)("catalogue snapshots on %s", (_name, open) => {
  const database = openedDatabase(open);

  it("stores a list with a version of its content, and moves only the refresh time when it is unchanged", async () => {
    const first = await writeSnapshot(database.db, "a@1", JSON.stringify({ companies: [1, 2] }));
    expect(first.changed).toBe(true);
    const stored = await readSnapshot(database.db, "a@1");
    expect(stored).toMatchObject({ version: first.version, data: '{"companies":[1,2]}' });

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await writeSnapshot(database.db, "a@1", JSON.stringify({ companies: [1, 2] }));
    expect(again).toEqual({ version: first.version, changed: false });
    const touched = await readSnapshot(database.db, "a@1");
    expect(touched!.refreshedAt.getTime()).toBeGreaterThan(stored!.refreshedAt.getTime());

    const changed = await writeSnapshot(database.db, "a@1", JSON.stringify({ companies: [1, 2, 3] }));
    expect(changed.changed).toBe(true);
    expect(changed.version).not.toBe(first.version);
  });

  it("calls a list stale when it is missing or older than the age asked for", async () => {
    await writeSnapshot(database.db, "b@1", "{}");
    expect(await staleSnapshots(database.db, ["b@1", "missing@1"], 60_000)).toEqual(["missing@1"]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await staleSnapshots(database.db, ["b@1", "missing@1"], 10)).toEqual(["b@1", "missing@1"]);
  });

  it("lets every instance see another one's refresh within its check interval, and only then", async () => {
    let builds = 0;
    const kind: SnapshotKind<number[]> = {
      name: "c@1",
      build: (data) => {
        builds += 1;
        return (data as { companies: number[] }).companies;
      },
    };
    let now = 0;
    const a = new SnapshotMirror(async () => database.db, [kind], 2_000, () => now);
    const b = new SnapshotMirror(async () => database.db, [kind], 2_000, () => now);
    expect(await a.get(kind)).toBeNull(); // nothing stored yet: the caller asks the provider

    await writeSnapshot(database.db, kind.name, JSON.stringify({ companies: [1] }));
    expect(await a.get(kind)).toBeNull(); // checked less than 2 s ago
    now = 2_000;
    expect(await a.get(kind)).toEqual([1]); // nothing loaded: waits for the check
    expect(await b.get(kind)).toEqual([1]);

    await writeSnapshot(database.db, kind.name, JSON.stringify({ companies: [1, 2] }));
    now = 3_000;
    expect(await b.get(kind)).toEqual([1]); // within its interval: what is loaded
    now = 4_000;
    expect(await b.get(kind)).toEqual([1]); // due: answered from memory while the check runs behind
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.get(kind)).toEqual([1, 2]);

    const before = builds;
    await writeSnapshot(database.db, kind.name, JSON.stringify({ companies: [1, 2] })); // same content
    now = 6_000;
    await b.get(kind);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toBe(before); // same version: nothing rebuilt
    expect(b.info(kind)!.refreshedAt.getTime()).toBe((await readSnapshot(database.db, kind.name))!.refreshedAt.getTime());
  });

  it("keeps what it loaded when the stored list cannot be read", async () => {
    const kind: SnapshotKind<string> = { name: "d@1", build: (data) => (data as { v: string }).v };
    let now = 0;
    let failing = false;
    const mirror = new SnapshotMirror(async () => (failing ? Promise.reject(new Error("database down")) : database.db), [kind], 1_000, () => now);
    await writeSnapshot(database.db, kind.name, JSON.stringify({ v: "one" }));
    expect(await mirror.get(kind)).toBe("one");
    failing = true;
    now = 5_000;
    expect(await mirror.get(kind)).toBe("one");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mirror.get(kind)).toBe("one");
  });
});
