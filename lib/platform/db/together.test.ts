import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { testDatabases } from "@/tests/support/test-databases";
import type { Db } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { together } from "./together";

const newUser = () => ({ email: `${randomUUID()}@saldo.test`, name: "Ana", passwordHash: "x" });

describe.each(testDatabases)("statements sent together on %s", (name, open) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await open());
  }, 60_000);

  afterAll(async () => {
    await close();
  });

  const emailsOf = async (emails: string[]) =>
    (await db.select({ email: schema.users.email }).from(schema.users)).map((u) => u.email).filter((e) => emails.includes(e)).sort();

  it("stores every part", async () => {
    const [a, b] = [newUser(), newUser()];
    await db.insert(schema.users).values(a);
    await db.execute(together([db.delete(schema.users).where(eq(schema.users.email, a.email)), db.insert(schema.users).values(b)], { unflushed: name === "PostgreSQL" }));
    expect(await emailsOf([a.email, b.email])).toEqual([b.email]);
  });

  it("stores nothing when a part fails", async () => {
    const [a, b] = [newUser(), newUser()];
    await db.insert(schema.users).values(a);
    const clash = db.insert(schema.users).values({ ...newUser(), email: a.email });
    await expect(db.execute(together([db.insert(schema.users).values(b), clash]))).rejects.toThrow();
    expect(await emailsOf([a.email, b.email])).toEqual([a.email]);
  });

  it("leaves the connection's own durability setting as it was", async () => {
    await db.execute(together([db.insert(schema.users).values(newUser())], { unflushed: true }));
    const result = await db.execute(sql`show synchronous_commit`);
    expect((result as unknown as { rows: { synchronous_commit: string }[] }).rows).toEqual([{ synchronous_commit: "on" }]);
  });
});
