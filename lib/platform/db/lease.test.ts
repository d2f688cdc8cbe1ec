import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openedDatabase, testDatabases } from "@/tests/support/test-databases";
import * as schema from "@/lib/platform/db/schema";
import { KeptLease, holdLease } from "./lease";

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

  it("keeps a lease without writing it until half its time is gone, then renews it, and never holds one another took", async () => {
    let clock = 0;
    const first = new KeptLease("job-g", "instance-1", 10_000, () => clock);
    const second = new KeptLease("job-g", "instance-2", 10_000, () => clock);
    const expiry = async () => (await database.db.select().from(schema.leases).where(sql`name = 'job-g'`))[0]!.expiresAt.getTime();

    expect(await first.held(database.db)).toBe(true);
    const written = await expiry();
    clock = 4_999;
    expect(await first.held(database.db)).toBe(true);
    expect(await expiry()).toBe(written);
    expect(await second.held(database.db)).toBe(false);

    clock = 5_000;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await first.held(database.db)).toBe(true);
    expect(await expiry()).toBeGreaterThan(written);

    // Taken over once it expired (the holder stopped): the old holder asks the database again and is refused.
    await database.db.update(schema.leases).set({ expiresAt: new Date(0) }).where(sql`name = 'job-g'`);
    expect(await second.held(database.db)).toBe(true);
    clock = 20_000;
    expect(await first.held(database.db)).toBe(false);
    expect(await second.held(database.db)).toBe(true);
  });
});
