import { describe, expect, it } from "vitest";
import { openedDatabase, testDatabases } from "@/tests/support/test-databases";
import { allFloats, readingStart, storeReading } from "./store";

const ars = (available: number) => [{ currency: "ARS", countryCode: "AR" as const, balance: available, available }];
const LEVELS = { ARS: 1_000 };

describe.each(testDatabases)("the float's readings on %s", (_name, open) => {
  const database = openedDatabase(open);

  it("keeps the reading asked for last, even when an older one's answer is stored after it", async () => {
    const slow = await readingStart(database.db);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const quick = await readingStart(database.db);
    expect(quick.getTime()).toBeGreaterThan(slow.getTime());

    // The later reading answers first and sees the float short; the earlier one's answer, from
    // before the float ran short, arrives after it and must not hide that.
    await storeReading(database.db, ars(10), LEVELS, quick);
    await storeReading(database.db, ars(25_000_000), LEVELS, slow);
    const [row] = await allFloats(database.db);
    expect(row).toMatchObject({ currency: "ARS", available: 10, low: true });
    expect(row!.readAt.getTime()).toBe(quick.getTime());

    // A reading asked for later still replaces it.
    const later = await readingStart(database.db);
    await storeReading(database.db, ars(25_000_000), LEVELS, later);
    expect((await allFloats(database.db))[0]).toMatchObject({ available: 25_000_000, low: false });
  });
});
