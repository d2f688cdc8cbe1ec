import { describe, expect, it } from "vitest";
import { openedDatabase, testDatabases } from "@/tests/support/test-databases";
import { refreshSnapshots } from "./refresh";
import { readSnapshot } from "./store";

describe.each(testDatabases)("refreshing the catalogue snapshot on %s", (_name, open) => {
  const database = openedDatabase(open);

  const data = async (name: string) => JSON.parse((await readSnapshot(database.db, name))!.data) as { companies: unknown[] };

  it("stores each list it reads", async () => {
    const stored = await refreshSnapshots(database.db, ["x@1", "y@1"], {
      "x@1": async () => ({ companies: [{ companyCode: "AR-S-1" }] }),
      "y@1": async () => ({ companies: [{ companyCode: "AR-R-1" }] }),
    });
    expect(stored).toEqual(["x@1", "y@1"]);
    expect(await data("x@1")).toEqual({ companies: [{ companyCode: "AR-S-1" }] });
  });

  it("keeps the previous snapshot of a list the provider fails to give, and still refreshes the others", async () => {
    const stored = await refreshSnapshots(database.db, ["x@1", "y@1"], {
      "x@1": () => Promise.reject(new Error("provider down")),
      "y@1": async () => ({ companies: [{ companyCode: "AR-R-2" }] }),
    });
    expect(stored).toEqual(["y@1"]);
    expect(await data("x@1")).toEqual({ companies: [{ companyCode: "AR-S-1" }] });
    expect(await data("y@1")).toEqual({ companies: [{ companyCode: "AR-R-2" }] });
  });

  it("never stores an empty list in place of a catalogue", async () => {
    expect(await refreshSnapshots(database.db, ["x@1", "z@1"], { "x@1": async () => ({ companies: [] }), "z@1": async () => ({ companies: [] }) })).toEqual([]);
    expect(await data("x@1")).toEqual({ companies: [{ companyCode: "AR-S-1" }] });
    expect(await readSnapshot(database.db, "z@1")).toBeNull();
  });
});
