import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "@/tests/support/test-databases";
import type { Db } from "@/lib/platform/db/client";
import { refreshSnapshots } from "./refresh";
import { readSnapshot } from "./store";

describe.each(testDatabases)("refreshing the catalogue snapshot on %s", (_name, open) => {
  let db: Db;
  let close: () => Promise<void>;

  // Opening and migrating the embedded database takes a while on a busy machine.
  beforeAll(async () => {
    ({ db, close } = await open());
  }, 120_000);

  afterAll(async () => {
    await close();
  });

  const data = async (name: string) => JSON.parse((await readSnapshot(db, name))!.data) as { companies: unknown[] };

  it("stores each list it reads", async () => {
    const stored = await refreshSnapshots(db, ["x@1", "y@1"], {
      "x@1": async () => ({ companies: [{ companyCode: "AR-S-1" }] }),
      "y@1": async () => ({ companies: [{ companyCode: "AR-R-1" }] }),
    });
    expect(stored).toEqual(["x@1", "y@1"]);
    expect(await data("x@1")).toEqual({ companies: [{ companyCode: "AR-S-1" }] });
  });

  it("keeps the previous snapshot of a list the provider fails to give, and still refreshes the others", async () => {
    const stored = await refreshSnapshots(db, ["x@1", "y@1"], {
      "x@1": () => Promise.reject(new Error("provider down")),
      "y@1": async () => ({ companies: [{ companyCode: "AR-R-2" }] }),
    });
    expect(stored).toEqual(["y@1"]);
    expect(await data("x@1")).toEqual({ companies: [{ companyCode: "AR-S-1" }] });
    expect(await data("y@1")).toEqual({ companies: [{ companyCode: "AR-R-2" }] });
  });

  it("never stores an empty list in place of a catalogue", async () => {
    expect(await refreshSnapshots(db, ["x@1", "z@1"], { "x@1": async () => ({ companies: [] }), "z@1": async () => ({ companies: [] }) })).toEqual([]);
    expect(await data("x@1")).toEqual({ companies: [{ companyCode: "AR-S-1" }] });
    expect(await readSnapshot(db, "z@1")).toBeNull();
  });
});
