import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openedDatabase, testDatabases } from "@/tests/support/test-databases";
import * as schema from "@/lib/platform/db/schema";
import { holdLease } from "./lease";

describe.each(testDatabases)("holdLease on %s", (_name, open) => {
  const database = openedDatabase(open);

  it("gives a free lease to the first holder and refuses it to a second one while it lasts", async () => {
    expect(await holdLease(database.db, "job-a", "instance-1", 60_000)).toBe(true);
    expect(await holdLease(database.db, "job-a", "instance-2", 60_000)).toBe(false);
    const [row] = await database.db.select().from(schema.leases).where(sql`name = 'job-a'`);
    expect(row?.holder).toBe("instance-1");
  });

  it("lets the holder renew it, pushing its expiry forward", async () => {
    expect(await holdLease(database.db, "job-b", "instance-1", 1_000)).toBe(true);
    const [before] = await database.db.select().from(schema.leases).where(sql`name = 'job-b'`);
    expect(await holdLease(database.db, "job-b", "instance-1", 60_000)).toBe(true);
    const [after] = await database.db.select().from(schema.leases).where(sql`name = 'job-b'`);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime() + 50_000);
  });

  it("hands an expired lease to the next instance that asks", async () => {
    expect(await holdLease(database.db, "job-c", "instance-1", 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await holdLease(database.db, "job-c", "instance-2", 60_000)).toBe(true);
    expect(await holdLease(database.db, "job-c", "instance-1", 60_000)).toBe(false);
  });

  it("keeps separate leases apart", async () => {
    expect(await holdLease(database.db, "job-d", "instance-1", 60_000)).toBe(true);
    expect(await holdLease(database.db, "job-e", "instance-2", 60_000)).toBe(true);
  });

  it("lets exactly one of many instances asking at once take a free lease", async () => {
    const holders = Array.from({ length: 10 }, (_, i) => `instance-${i}`);
    const won = await Promise.all(holders.map((h) => holdLease(database.db, "job-f", h, 60_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const [row] = await database.db.select().from(schema.leases).where(sql`name = 'job-f'`);
    expect(row?.holder).toBe(holders[won.indexOf(true)]);
  });
});
